import { FEEDBACK_KIND_LABELS, FEEDBACK_STATUS_LABELS } from '@sideline/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { upvoteFeedback, type FeedbackItem } from './feedback-api';
import { FeedbackModeration } from './feedback-moderation';
import styles from './feedback.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

/**
 * One feedback item: kind, status, text, the reply; upvote and (for admins) status and reply, as its `can` flags say.
 */
export function FeedbackCard({ item, onChanged }: { item: FeedbackItem; onChanged: (item: FeedbackItem) => void }) {
  const [busy, setBusy] = useState(false);
  async function upvote() {
    setBusy(true);
    try {
      onChanged(await upvoteFeedback(item.id));
    } catch (error) {
      toast.error(friendlyMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={styles.item} aria-label={`${FEEDBACK_KIND_LABELS[item.kind]}: ${item.text.slice(0, 60)}`}>
      <div className={styles.itemHeader}>
        <span className={styles.badge}>{FEEDBACK_KIND_LABELS[item.kind]}</span>
        <span className={`${styles.badge} ${styles[`status-${item.status}`] ?? ''}`}>
          {FEEDBACK_STATUS_LABELS[item.status]}
        </span>
        {item.mine ? <span className={styles.meta}>You sent this</span> : null}
        <span className={styles.meta}>{formatDateTime(item.createdAt)}</span>
      </div>
      <p className={styles.text}>{item.text}</p>
      {item.page || item.userAgent || item.senderName ? (
        <p className={styles.meta}>
          {item.senderName ? `From ${item.senderName}` : 'From a visitor'} · on {item.page} · {item.userAgent}
        </p>
      ) : null}
      {item.reply ? (
        <p className={styles.reply}>
          <strong>Reply from the Sideline team{item.repliedAt ? ` · ${formatDateTime(item.repliedAt)}` : ''}</strong>
          {item.reply}
        </p>
      ) : null}
      <div className={styles.itemActions}>
        <span className={styles.meta}>
          {item.upvotes} {item.upvotes === 1 ? 'upvote' : 'upvotes'}
          {item.upvotedByMe ? ' · you upvoted this' : ''}
        </span>
        {item.can.upvote ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void upvote()}>
            Upvote
          </button>
        ) : null}
      </div>
      {item.can.moderate ? <FeedbackModeration item={item} onChanged={onChanged} /> : null}
    </li>
  );
}
