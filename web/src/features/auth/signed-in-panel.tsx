import type { SessionUser } from '@sideline/domain';
import { Link } from 'react-router';
import styles from './auth-forms.module.css';
import { loginPath } from '../../session/safe-next';
import { useSignOut } from './use-sign-out';

/** `/login` when someone is already signed in: carry on, or switch account. */
export function SignedInPanel({ user, next }: { user: SessionUser; next: string }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <section className={styles.card} aria-labelledby="signed-in-heading">
      <h1 id="signed-in-heading" className={styles.heading}>
        You're already signed in
      </h1>
      <p className={styles.lead}>
        Signed in as <strong>{user.displayName}</strong> ({user.email}).
      </p>
      <div className={styles.actions}>
        <Link to={next} replace className="button button--primary button--block">
          Continue
        </Link>
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={isSigningOut}
          onClick={() => signOut(loginPath(next === '/' ? undefined : next))}
        >
          {isSigningOut ? 'Signing out…' : 'Sign in as someone else'}
        </button>
      </div>
    </section>
  );
}
