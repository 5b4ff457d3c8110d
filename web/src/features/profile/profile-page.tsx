import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { MyComments, MyVotes } from './my-activity';
import { MyContent } from './my-content';
import { MyData } from './my-data';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { fetchAccount, profileKeys } from './profile-api';
import { SessionList } from './session-list';
import styles from './profile.module.css';

/** `/profile`: my name and password, my sessions, what I made, voted on and said. */
export function ProfilePage() {
  const user = useSessionUser();
  const account = useQuery({
    queryKey: profileKeys.account,
    queryFn: ({ signal }) => fetchAccount(signal),
    enabled: !!user,
  });
  if (!user) {
    return (
      <div className={styles.page}>
        <PageTitle title="Profile" />
        <h1>Profile</h1>
        <p className={styles.lead}>
          <Link to="/login?next=/profile">Sign in</Link> to see and edit your profile.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageTitle title="Profile" />
      <header>
        <h1>Profile</h1>
        <p className={styles.lead}>Signed in as {user.email}.</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="profile-name">
          <h2 id="profile-name">Your name</h2>
          <NameForm key={user.displayName} current={user.displayName} />
        </section>
        <section className={styles.card} aria-labelledby="profile-password">
          <h2 id="profile-password">{account.data && !account.data.hasPassword ? 'Set a password' : 'Password'}</h2>
          {account.isPending ? (
            <p className={styles.note}>Loading…</p>
          ) : account.isError ? (
            <p role="alert" className={styles.alert}>
              {friendlyMessage(account.error)}
            </p>
          ) : (
            <PasswordForm hasPassword={account.data.hasPassword} />
          )}
        </section>
      </div>
      <section className={styles.card} aria-labelledby="profile-sessions">
        <h2 id="profile-sessions">Where you are signed in</h2>
        <SessionList />
      </section>
      <section className={styles.card} aria-labelledby="profile-content">
        <h2 id="profile-content">What you made</h2>
        <MyContent />
      </section>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="profile-votes">
          <h2 id="profile-votes">Your votes</h2>
          <MyVotes />
        </section>
        <section className={styles.card} aria-labelledby="profile-comments">
          <h2 id="profile-comments">Your comments</h2>
          <MyComments />
        </section>
      </div>
      <section className={`${styles.card} ${styles.danger}`} aria-labelledby="profile-data">
        <h2 id="profile-data">Your data</h2>
        <MyData email={user.email} />
      </section>
    </div>
  );
}
