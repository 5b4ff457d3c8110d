import { Link } from 'react-router';
import { loginPath } from '../../session/safe-next';
import { useSessionUser } from '../../session/session';
import { useSignOut } from '../auth';
import styles from './account-actions.module.css';

/** The header's right side: who is signed in and "Sign out", or "Sign in" / "Create account". */
export function AccountActions({ returnTo }: { returnTo: string | undefined }) {
  const user = useSessionUser();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) {
    return (
      <div className={styles.account}>
        <Link to={loginPath(returnTo)} className={styles.action}>
          Sign in
        </Link>
        <Link to={loginPath(returnTo, 'register')} className={`${styles.action} ${styles.register}`}>
          Create account
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Link to="/profile" className={styles.user} title="Your profile">
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.displayName)}
        </span>
        <span className={styles.userName}>
          <span className="visually-hidden">Signed in as </span>
          {user.displayName}
        </span>
      </Link>
      <button type="button" className={styles.action} disabled={isSigningOut} onClick={() => signOut('/')}>
        {isSigningOut ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
