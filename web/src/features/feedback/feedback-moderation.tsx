import { FEEDBACK_REPLY_MAX, FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type FeedbackStatus } from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { replyToFeedback, setFeedbackStatus, type FeedbackItem } from './feedback-api';
import styles from './feedback.module.css';

/** A site admin's controls on one item: its status, and a reply the sender will see. */
export function FeedbackModeration({
  item,
  onChanged,
}: {
  item: FeedbackItem;
  onChanged: (item: FeedbackItem) => void;
}) {
  const id = useId();
  const [reply, setReply] = useState(item.reply ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function changeStatus(status: FeedbackStatus) {
    setBusy(true);
    try {
      onChanged(await setFeedbackStatus(item.id, status));
      toast.success(`Marked ${FEEDBACK_STATUS_LABELS[status].toLowerCase()}.`);
    } catch (failure) {
      toast.error(friendlyMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function sendReply(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await replyToFeedback(item.id, reply));
      toast.success('Reply sent.');
    } catch (failure) {
      setError(
        isApiError(failure) && failure.fieldErrors.reply
          ? failure.fieldErrors.reply.join(' ')
          : friendlyMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.moderation}>
      <label className={styles.itemActions}>
        <span className={styles.label}>Status</span>
        <select
          className={styles.select}
          value={item.status}
          disabled={busy}
          onChange={(event) => void changeStatus(event.target.value as FeedbackStatus)}
        >
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FEEDBACK_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <form className={styles.form} onSubmit={(event) => void sendReply(event)} noValidate>
        <label htmlFor={`${id}-reply`} className={styles.label}>
          Reply to the sender
        </label>
        <textarea
          id={`${id}-reply`}
          className={styles.textarea}
          rows={2}
          value={reply}
          maxLength={FEEDBACK_REPLY_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setReply(event.target.value)}
        />
        <p id={`${id}-error`} className={styles.error} aria-live="polite">
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {item.reply ? 'Update reply' : 'Send reply'}
          </button>
        </div>
      </form>
    </div>
  );
}
