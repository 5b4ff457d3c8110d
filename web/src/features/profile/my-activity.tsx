import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { fetchMyComments, fetchMyVotes, profileKeys } from './profile-api';
import { Pager } from './pager';
import styles from './profile.module.css';
import { formatDay } from '../../ui/format/date-formats';

const HREF: Record<string, (id: string) => string> = {
  drill: (id) => `/drills/${id}`,
  formation: (id) => `/formations/${id}`,
  plan: (id) => `/practice-plans/${id}`,
};
const KIND_LABEL: Record<string, string> = { drill: 'Drill', formation: 'Formation', plan: 'Plan' };

/** My up and down votes, newest first. */
export function MyVotes() {
  const [page, setPage] = useState(1);
  const votes = useQuery({
    queryKey: profileKeys.votes(page),
    queryFn: ({ signal }) => fetchMyVotes(page, signal),
    placeholderData: keepPreviousData,
  });
  if (votes.isError)
    return (
      <p role="alert" className={styles.alert}>
        {friendlyMessage(votes.error)}
      </p>
    );
  if (!votes.data) return <p className={styles.note}>Loading…</p>;
  if (votes.data.items.length === 0) return <p className={styles.note}>You have not voted yet.</p>;
  return (
    <div className={styles.stack}>
      <ul className={styles.rows} aria-label="My votes">
        {votes.data.items.map((vote) => (
          <li key={`${vote.kind}:${vote.id}`} className={styles.row}>
            <span aria-label={vote.value > 0 ? 'Up vote' : 'Down vote'} className={styles.vote} data-value={vote.value}>
              {vote.value > 0 ? '▲' : '▼'}
            </span>
            <Link to={HREF[vote.kind]!(vote.id)} className={styles.rowLink}>
              {vote.name}
            </Link>
            <span className={styles.meta}>
              {KIND_LABEL[vote.kind]} · {formatDay(vote.at)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={votes.data.pageCount} total={votes.data.total} onPage={setPage} />
    </div>
  );
}

/** My comments, newest first, with what each is on. */
export function MyComments() {
  const [page, setPage] = useState(1);
  const comments = useQuery({
    queryKey: profileKeys.comments(page),
    queryFn: ({ signal }) => fetchMyComments(page, signal),
    placeholderData: keepPreviousData,
  });
  if (comments.isError)
    return (
      <p role="alert" className={styles.alert}>
        {friendlyMessage(comments.error)}
      </p>
    );
  if (!comments.data) return <p className={styles.note}>Loading…</p>;
  if (comments.data.items.length === 0) return <p className={styles.note}>You have not commented yet.</p>;
  return (
    <div className={styles.stack}>
      <ul className={styles.rows} aria-label="My comments">
        {comments.data.items.map((comment) => (
          <li key={comment.id} className={styles.commentRow}>
            <p className={styles.commentBody}>{comment.body}</p>
            <span className={styles.meta}>
              on{' '}
              {comment.targetName && HREF[comment.targetType] ? (
                <Link to={HREF[comment.targetType]!(comment.targetId)}>{comment.targetName}</Link>
              ) : (
                'something that was deleted'
              )}{' '}
              · {formatDay(comment.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={comments.data.pageCount} total={comments.data.total} onPage={setPage} />
    </div>
  );
}
