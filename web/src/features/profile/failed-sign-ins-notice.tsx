import type { FailedSignIns } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { dismissFailedSignIns } from './profile-api';
import styles from './profile.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

function fromWhere(addresses: string[]): string {
  if (addresses.length === 0) return '';
  const shown = addresses.slice(0, 3).join(', ');
  return addresses.length > 3 ? ` from ${shown} and other addresses` : ` from ${shown}`;
}

/**
 * Wrong passwords typed for my account since I last looked. Sign-in never locks me out for them (it only slows
 * down), so this is where I learn someone is guessing.
 */
export function FailedSignInsNotice({ failed, onDismissed }: { failed: FailedSignIns; onDismissed: () => void }) {
  const dismiss = useMutation({
    mutationFn: dismissFailedSignIns,
    onSuccess: onDismissed,
    onError: (e) => toast.error(friendlyMessage(e)),
  });
  const times = failed.count === 1 ? 'once' : `${failed.count} times`;
  const span =
    failed.count === 1
      ? `on ${formatDateTime(failed.lastAt)}`
      : `between ${formatDateTime(failed.firstAt)} and ${formatDateTime(failed.lastAt)}`;
  return (
    <div role="status" className={styles.warning}>
      <p>
        A wrong password was typed for your account {times}, {span}
        {fromWhere(failed.addresses)}. If that was not you, change your password below.
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        Got it
      </button>
    </div>
  );
}
