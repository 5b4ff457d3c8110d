import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { fetchPoll, pollKeys, type DrillSuggestion, type PollView } from './poll-api';
import { SuggestionCard } from './suggestion-card';
import { SuggestForm } from './suggest-form';
import styles from './poll.module.css';

/** `/poll`: community drill suggestions, most votes first; what became of mine; admins link, close and remove. */
export function PollPage() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const poll = useQuery({ queryKey: pollKeys.all, queryFn: ({ signal }) => fetchPoll(signal) });
  useLiveChanges(['poll'], () => void queryClient.invalidateQueries({ queryKey: pollKeys.all }));
  const update = (change: (view: PollView) => PollView) =>
    queryClient.setQueryData(pollKeys.all, (old: PollView | undefined) => (old ? change(old) : old));
  const replace = (changed: DrillSuggestion) =>
    update((view) => {
      const all = [...view.open, ...view.decided].map((s) => (s.id === changed.id ? changed : s));
      return {
        ...view,
        open: all.filter((s) => s.status === 'open').sort((a, b) => b.votes - a.votes),
        decided: all.filter((s) => s.status !== 'open'),
      };
    });
  const removed = (id: string) =>
    update((view) => ({
      ...view,
      open: view.open.filter((s) => s.id !== id),
      decided: view.decided.filter((s) => s.id !== id),
    }));
  const data = poll.data;
  const mine = data ? [...data.open, ...data.decided].filter((s) => s.mine) : [];

  return (
    <div className={styles.page}>
      <PageTitle title="Drill poll" />
      <header>
        <h1>Drill poll</h1>
        <p className={styles.lead}>
          Which drills should Sideline have next? Suggest one, vote for the ones you want (one vote each), and see what
          got made.
        </p>
      </header>
      {data?.can.suggest ? (
        <SuggestForm
          openSuggestions={data.open}
          onSuggested={(s) => update((view) => ({ ...view, open: [...view.open, s] }))}
        />
      ) : user === null ? (
        <p className={styles.signIn}>
          <Link to="/login?next=/poll">Sign in</Link> to suggest drills and vote.
        </p>
      ) : null}
      {poll.isError ? <p role="alert">{friendlyMessage(poll.error)}</p> : null}
      {poll.isPending ? <p className={styles.meta}>Loading the poll…</p> : null}

      {mine.length > 0 ? (
        <section aria-labelledby="poll-mine-heading" className={styles.section}>
          <h2 id="poll-mine-heading">Your suggestions</h2>
          <ul className={styles.outcomes}>
            {mine.map((s) => (
              <li key={s.id}>
                <span className={styles.text}>{s.text}</span>
                <span className={styles.meta}>
                  {s.status === 'open'
                    ? `Open · ${s.votes} ${s.votes === 1 ? 'vote' : 'votes'}`
                    : s.status === 'fulfilled'
                      ? 'Done: '
                      : 'Closed without a drill'}
                  {s.status === 'fulfilled' && s.drill ? (
                    s.drill.name ? (
                      <Link to={`/drills/${s.drill.id}`}>{s.drill.name}</Link>
                    ) : (
                      'a drill was made'
                    )
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data ? (
        <section aria-labelledby="poll-open-heading" className={styles.section}>
          <h2 id="poll-open-heading">Results</h2>
          {data.open.length === 0 ? (
            <p className={styles.empty}>No open suggestions yet.{data.can.suggest ? ' Be the first!' : ''}</p>
          ) : null}
          <ol className={styles.list} aria-label="Open suggestions, most votes first">
            {data.open.map((s, index) => (
              <SuggestionCard key={s.id} suggestion={s} rank={index + 1} onChanged={replace} onRemoved={removed} />
            ))}
          </ol>
        </section>
      ) : null}

      {data && data.decided.length > 0 ? (
        <section aria-labelledby="poll-decided-heading" className={styles.section}>
          <h2 id="poll-decided-heading">Decided</h2>
          <ul className={styles.list} aria-label="Fulfilled and closed suggestions">
            {data.decided.map((s) => (
              <SuggestionCard key={s.id} suggestion={s} onChanged={replace} onRemoved={removed} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
