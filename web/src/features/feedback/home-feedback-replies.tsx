import { FEEDBACK_STATUS_LABELS } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLiveChanges } from '../../live/use-live-changes';
import { feedbackKeys, fetchFeedback } from './feedback-api';
import styles from './feedback.module.css';

const REPLIES_QUERY = 'mine=true&replied=true';

/** Home: the answers to feedback I sent, latest first (nothing while there are none). */
export function HomeFeedbackReplies() {
  const queryClient = useQueryClient();
  const replies = useQuery({
    queryKey: feedbackKeys.list(REPLIES_QUERY),
    queryFn: ({ signal }) => fetchFeedback(REPLIES_QUERY, signal),
  });
  useLiveChanges(
    ['feedback'],
    () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.list(REPLIES_QUERY) }),
  );
  const items = replies.data?.items.slice(0, 3) ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.homeReplies} aria-labelledby="home-feedback-heading">
      <h2 id="home-feedback-heading">Replies to your feedback</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <p className={styles.meta}>
              You wrote: “{item.text.length > 120 ? `${item.text.slice(0, 120)}…` : item.text}” ·{' '}
              {FEEDBACK_STATUS_LABELS[item.status]}
            </p>
            <p className={styles.reply}>
              <strong>Reply from the Sideline team</strong>
              {item.reply}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        <Link to="/feedback?mine=true">All your feedback</Link>
      </p>
    </section>
  );
}
