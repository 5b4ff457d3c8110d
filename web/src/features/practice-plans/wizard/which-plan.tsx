import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { openDraftsQuery } from './draft-queries';
import { STEP_TITLES, WIZARD_PATH, wizardHref } from './wizard-url';
import styles from './wizard.module.css';

/** A later step of the wizard opened without a draft (a bookmark, a typed address): which plan is it for? */
export function WhichPlan() {
  const drafts = useQuery(openDraftsQuery()).data ?? [];
  return (
    <div className={styles.page}>
      <PageTitle title="Plan wizard" />
      <section className={styles.closed}>
        <h1>Which plan is this for?</h1>
        <p>
          This step belongs to a plan being made in the wizard, and the address does not say which. Start a new plan, or
          pick up one you began.
        </p>
        <div className={styles.closedActions}>
          <Link className="button button--primary" to={wizardHref('basic-info', '')}>
            Start a new plan
          </Link>
        </div>
        {drafts.length > 0 ? (
          <>
            <h2 className={styles.resumeTitle}>Plans in progress</h2>
            <ul className={styles.resumeList}>
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link to={`${WIZARD_PATH}?${new URLSearchParams({ draft: draft.id }).toString()}`}>
                    Resume “{draft.name ?? 'Untitled plan'}”
                  </Link>
                  <span> · next: {STEP_TITLES[draft.nextStep]}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
