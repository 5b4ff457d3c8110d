import { Link } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import styles from './teams.module.css';

/** What an open editor or board shows once its team took the access away (it has let go of its live connection). */
export function AccessLost({ what, backTo }: { what: string; backTo: { href: string; label: string } }) {
  return (
    <div className={styles.joinCard} role="alert">
      <PageTitle title="No longer available" />
      <h1>You no longer have access to this {what}</h1>
      <p>Your role in its team changed, or you are no longer in the team. Nothing you had saved is lost.</p>
      <p>
        <Link to={backTo.href}>{backTo.label}</Link>
      </p>
    </div>
  );
}
