import type { SessionUser } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../ui/page-title';
import styles from './auth-forms.module.css';
import { RegisterForm } from './register-form';
import { loginPath, safeNextPath } from '../../session/safe-next';
import { replaceSessionUser, useSessionUser } from '../../session/session';
import { SignInForm } from './sign-in-form';
import { SsoSignIn } from './sso-sign-in';
import { SignedInPanel } from './signed-in-panel';

/** `/login`: sign in, or register with `?mode=register`; returns to `?next=` when it is a same-site path. */
export function LoginPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'register' ? 'register' : 'sign-in';
  const next = safeNextPath(params.get('next'));
  const keptNext = next === '/' ? undefined : next;
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onAuthenticated = (signedIn: SessionUser, greeting: string) => {
    replaceSessionUser(queryClient, signedIn);
    toast.success(greeting);
    void navigate(next, { replace: true });
  };

  if (user) {
    return (
      <div className={styles.page}>
        <PageTitle title="Signed in" />
        <SignedInPanel user={user} next={next} />
      </div>
    );
  }

  const isRegister = mode === 'register';
  return (
    <div className={styles.page}>
      <PageTitle title={isRegister ? 'Create an account' : 'Sign in'} />
      <section className={styles.card}>
        <h1 id="auth-heading" className={styles.heading}>
          {isRegister ? 'Create your Sideline account' : 'Sign in to Sideline'}
        </h1>
        <p className={styles.lead}>
          {isRegister
            ? 'Build drills and practice plans with your staff, and see every change as it happens.'
            : 'Welcome back, coach. Your plans, drills and seasons are where you left them.'}
        </p>
        <nav className={styles.modeSwitch} aria-label="Sign in or create an account">
          <Link
            to={loginPath(keptNext)}
            replace
            className={styles.modeLink}
            aria-current={isRegister ? undefined : 'page'}
          >
            Sign in
          </Link>
          <Link
            to={loginPath(keptNext, 'register')}
            replace
            className={styles.modeLink}
            aria-current={isRegister ? 'page' : undefined}
          >
            Create account
          </Link>
        </nav>
        {!isRegister ? <SsoSignIn next={next} error={params.get('sso_error')} /> : null}
        {isRegister ? (
          <RegisterForm
            key="register"
            onRegistered={(created) => onAuthenticated(created, `Welcome to Sideline, ${created.displayName}!`)}
          />
        ) : (
          <SignInForm
            key="sign-in"
            onSignedIn={(signedIn) => onAuthenticated(signedIn, `Welcome back, ${signedIn.displayName}.`)}
          />
        )}
        <p className={styles.switchHint}>
          {isRegister ? 'Already have an account? ' : 'New to Sideline? '}
          <Link to={loginPath(keptNext, isRegister ? undefined : 'register')} replace>
            {isRegister ? 'Sign in instead' : 'Create a free account'}
          </Link>
        </p>
      </section>
    </div>
  );
}
