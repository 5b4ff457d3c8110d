import type { ProfileSession } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { FailedSignInsNotice } from './failed-sign-ins-notice';
import { endOtherSessions, endSession, fetchSessions, profileKeys } from './profile-api';
import styles from './profile.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

/**
 * Failed sign-ins since I last looked, then my active sessions with "Sign out" on each other one, and "Sign out all
 * others".
 */
export function SessionList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: profileKeys.sessions, queryFn: ({ signal }) => fetchSessions(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => (toast.success('That session is signed out.'), refresh()),
    onError: (e) => toast.error(friendlyMessage(e)),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => (toast.success('All your other sessions are signed out.'), refresh()),
    onError: (e) => toast.error(friendlyMessage(e)),
  });

  if (sessions.isPending) return <p className={styles.note}>Loading your sessions…</p>;
  if (sessions.isError)
    return (
      <p role="alert" className={styles.alert}>
        {friendlyMessage(sessions.error)}
      </p>
    );
  const items = sessions.data.items;
  const others = items.filter((s) => !s.current).length;
  return (
    <div className={styles.stack}>
      {sessions.data.failedSignIns ? (
        <FailedSignInsNotice failed={sessions.data.failedSignIns} onDismissed={refresh} />
      ) : null}
      <ul className={styles.rows} aria-label="Active sessions">
        {items.map((session: ProfileSession) => (
          <li key={session.id} className={styles.row}>
            <div className={styles.rowMain}>
              <strong>{session.device}</strong>
              {session.current ? <span className={styles.badge}>This device</span> : null}
              <span className={styles.meta}>
                {session.address ?? 'Unknown address'} · last seen {formatDateTime(session.lastSeenAt)} · signed in{' '}
                {formatDateTime(session.createdAt)}
              </span>
            </div>
            {!session.current ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={endOne.isPending}
                onClick={() => endOne.mutate(session.id)}
                aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
              >
                Sign out
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out all others
        </button>
        {others === 0 ? <span className={styles.note}>No other sessions.</span> : null}
      </div>
    </div>
  );
}
