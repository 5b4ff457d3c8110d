import { SITE_ROLE_LABELS, type SessionUser } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import { useSignOut } from '../auth';
import { openDraftsQuery } from '../practice-plans';
import styles from './home.module.css';
import { visibleShortcuts } from './home-shortcuts';
import { HOME_SECTIONS } from './home-sections';
import { useHasOwnWork } from './recent-work';

export function Welcome({ user }: { user: SessionUser }) {
  const { signOut, isSigningOut } = useSignOut();
  const firstName = user.displayName.trim().split(/\s+/)[0] ?? user.displayName;
  // "Welcome back" only to a coach who has been here before: a plan, a board or a wizard draft of their own.
  const hasWork = useHasOwnWork();
  const drafts = useQuery(openDraftsQuery()).data;
  const returning = hasWork === true || (drafts?.length ?? 0) > 0;
  return (
    <div className={styles.welcome}>
      <PageTitle title="Home" />
      <header className={styles.welcomeHeader}>
        <p className={styles.kickerDark}>Home</p>
        <h1 className={styles.welcomeTitle}>{returning ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`}</h1>
        <p className={styles.welcomeLead}>You are signed in. Here is where you can go from here.</p>
      </header>

      {HOME_SECTIONS.map(({ id, Section }) => (
        <Section key={id} user={user} />
      ))}

      <ul className={styles.shortcutGrid}>
        {visibleShortcuts(user).map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className={styles.shortcut}>
              <span className={styles.shortcutTitle}>{shortcut.title}</span>
              <span className={styles.shortcutText}>{shortcut.text}</span>
              <span className={styles.shortcutArrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section className={styles.accountCard} aria-labelledby="account-heading">
        <h2 id="account-heading" className={styles.accountTitle}>
          Your account
        </h2>
        <dl className={styles.accountList}>
          <div>
            <dt>Name</dt>
            <dd>{user.displayName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Site role</dt>
            <dd>{SITE_ROLE_LABELS[user.role]}</dd>
          </div>
        </dl>
        <button type="button" className="button button--secondary" disabled={isSigningOut} onClick={() => signOut('/')}>
          {isSigningOut ? 'Signing out…' : 'Sign out'}
        </button>
      </section>
    </div>
  );
}
