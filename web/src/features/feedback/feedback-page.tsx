import { FEEDBACK_KIND_LABELS, FEEDBACK_KINDS, type FeedbackKind } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { feedbackKeys, fetchFeedback, fetchFeedbackByLink, type FeedbackItem } from './feedback-api';
import { FeedbackCard } from './feedback-card';
import styles from './feedback.module.css';

/**
 * `/feedback`: what I sent and everyone's ideas (admins: everything), or with `?token=` the one item a private link
 * opens.
 */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={styles.page}>
      <PageTitle title="Feedback" />
      <header>
        <h1>Feedback</h1>
        <p className={styles.lead}>
          Found a bug, have an idea or a question? Use the <strong>Feedback</strong> button at the bottom of any page.
          Here you follow what happens to it.
        </p>
      </header>
      {token ? <FollowUp token={token} /> : <FeedbackList />}
    </div>
  );
}

function FollowUp({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const item = useQuery({
    queryKey: feedbackKeys.link(token),
    queryFn: ({ signal }) => fetchFeedbackByLink(token, signal),
    retry: false,
  });
  if (item.isPending) return <p className={styles.meta}>Loading your feedback…</p>;
  if (item.isError)
    return (
      <p role="alert" className={styles.empty}>
        {friendlyMessage(item.error)} This link does not open any feedback.
      </p>
    );
  return (
    <section aria-labelledby="follow-up-heading" className={styles.homeReplies}>
      <h2 id="follow-up-heading">Your feedback</h2>
      <p className={styles.meta}>This private link shows what you sent and our answer. Keep it to yourself.</p>
      <ul className={styles.list}>
        <FeedbackCard
          item={item.data}
          onChanged={(changed) => queryClient.setQueryData(feedbackKeys.link(token), changed)}
        />
      </ul>
    </section>
  );
}

function FeedbackList() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const mine = params.get('mine') === 'true';
  const kind = FEEDBACK_KINDS.find((k) => k === params.get('kind')) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams({
    ...(mine ? { mine: 'true' } : {}),
    ...(kind ? { kind } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const list = useQuery({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => fetchFeedback(query, signal),
    enabled: user !== null,
  });
  useLiveChanges(user ? ['feedback'] : [], () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }));

  if (!user) {
    return (
      <p className={styles.empty}>
        <Link to="/login?next=/feedback">Sign in</Link> to see what you sent and the ideas of other coaches. You can
        send feedback without an account.
      </p>
    );
  }

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setParams(next);
  };
  const replace = (changed: FeedbackItem) =>
    queryClient.setQueryData(feedbackKeys.list(query), (old: typeof list.data) =>
      old ? { ...old, items: old.items.map((i) => (i.id === changed.id ? changed : i)) } : old,
    );
  const data = list.data;
  return (
    <section aria-labelledby="feedback-list-heading" className={styles.homeReplies}>
      <h2 id="feedback-list-heading">{user.can.adminArea ? 'All feedback' : 'Your feedback and everyone’s ideas'}</h2>
      <div className={styles.filters} role="group" aria-label="Show">
        <button
          type="button"
          className={`button button--secondary ${styles.filter}`}
          aria-pressed={!mine}
          onClick={() => set({ mine: null })}
        >
          {user.can.adminArea ? 'Everything' : 'Everything I can see'}
        </button>
        <button
          type="button"
          className={`button button--secondary ${styles.filter}`}
          aria-pressed={mine}
          onClick={() => set({ mine: 'true' })}
        >
          Sent by me
        </button>
        <label className={styles.itemActions}>
          <span className={styles.label}>Kind</span>
          <select
            className={styles.select}
            value={kind ?? ''}
            onChange={(event) => set({ kind: event.target.value || null })}
          >
            <option value="">All kinds</option>
            {FEEDBACK_KINDS.map((k: FeedbackKind) => (
              <option key={k} value={k}>
                {FEEDBACK_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? <p role="alert">{friendlyMessage(list.error)}</p> : null}
      {list.isPending ? <p className={styles.meta}>Loading feedback…</p> : null}
      {data && data.items.length === 0 ? (
        <p className={styles.empty}>Nothing here yet. The Feedback button at the bottom of every page sends some.</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className={styles.list} aria-label="Feedback">
          {data.items.map((item) => (
            <FeedbackCard key={item.id} item={item} onChanged={replace} />
          ))}
        </ul>
      ) : null}
      {data && data.pageCount > 1 ? (
        <nav className={styles.filters} aria-label="Pages">
          {page > 1 ? (
            <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page - 1) })}`}>Newer</Link>
          ) : null}
          <span className={styles.meta}>
            Page {page} of {data.pageCount}
          </span>
          {page < data.pageCount ? (
            <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page + 1) })}`}>Older</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
