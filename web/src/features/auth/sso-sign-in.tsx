import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import styles from './auth-forms.module.css';

interface SsoInfo {
  provider: { name: string; startUrl: string } | null;
}

/** Why a single sign-on came back to the sign-in page (`?sso_error=<code>`), in words. */
const SSO_ERRORS: Record<string, string> = {
  'SSO.EMAIL_NOT_VERIFIED':
    'The provider did not confirm a verified email address, so we cannot tell which account is yours.',
  'SSO.STATE_MISMATCH': 'That sign-in expired or was started in another browser. Please try again.',
  'SSO.DENIED': 'The provider did not sign you in.',
  'SSO.INVALID_RESPONSE': 'The provider’s answer could not be verified. Please try again.',
  'SSO.PROVIDER_UNREACHABLE': 'The provider did not answer. Please try again in a moment.',
  'AUTH.ACCOUNT_DISABLED': 'This account has been disabled. Contact a site admin.',
  'AUTH.EMAIL_TAKEN': 'An account with this email already exists. Sign in with your password.',
};

/** "Sign in with <provider>" when single sign-on is configured (the server says so); nothing otherwise. */
export function SsoSignIn({ next, error }: { next: string; error: string | null }) {
  const info = useQuery({
    queryKey: ['auth', 'sso'],
    queryFn: ({ signal }) => apiFetch<SsoInfo>('/api/auth/sso', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const provider = info.data?.provider;
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {SSO_ERRORS[error] ?? 'Single sign-on did not work. Please try again.'}
        </p>
      ) : null}
      {provider ? (
        <div className={styles.sso}>
          <a
            className="button button--secondary button--block"
            href={`${provider.startUrl}?next=${encodeURIComponent(next)}`}
          >
            Sign in with {provider.name}
          </a>
          <p className={styles.ssoDivider}>
            <span>or with your email</span>
          </p>
        </div>
      ) : null}
    </>
  );
}
