import { addDays, type PublishRangeResult } from '@sideline/domain';
import { useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { publishRange } from './season-planning-api';
import styles from './season-planning.module.css';

const practices = (n: number) => `${n} practice${n === 1 ? '' : 's'}`;

/** What a range publish did, in one sentence: published, already published, left as drafts. */
export function publishedSummary(result: PublishRangeResult): string {
  const parts = [result.published === 0 ? 'No draft to publish.' : `Published ${practices(result.published)}.`];
  if (result.alreadyPublished > 0) parts.push(`${practices(result.alreadyPublished)} already published.`);
  if (result.refused > 0)
    parts.push(`${practices(result.refused)} left as drafts: only their owner or a team admin can publish them.`);
  return parts.join(' ');
}

function usePublish(teamId: string, onPublished: () => unknown) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: string | null }>({
    busy: false,
    message: null,
    error: null,
  });
  const run = async (from: string, to: string) => {
    setState({ busy: true, message: null, error: null });
    try {
      const result = await publishRange(teamId, from, to);
      await onPublished();
      setState({ busy: false, message: publishedSummary(result), error: null });
    } catch (error) {
      setState({ busy: false, message: null, error: friendlyMessage(error) });
    }
  };
  return { ...state, run };
}

/** The week view's "Publish the drafts of this week": members see them at once (the week listens live). */
export function PublishWeekDrafts({
  teamId,
  weekStart,
  drafts,
  onPublished,
}: {
  teamId: string;
  weekStart: string;
  drafts: number;
  onPublished: () => unknown;
}) {
  const publish = usePublish(teamId, onPublished);
  return (
    <div className={styles.row}>
      {drafts > 0 ? (
        <button
          type="button"
          className="button button--primary"
          disabled={publish.busy}
          onClick={() => void publish.run(weekStart, addDays(weekStart, 6))}
        >
          {publish.busy ? 'Publishing…' : `Publish the drafts of this week (${drafts})`}
        </button>
      ) : null}
      {publish.message ? (
        <p role="status" className={styles.note}>
          {publish.message}
        </p>
      ) : null}
      {publish.error ? (
        <p role="alert" className={styles.error}>
          {publish.error}
        </p>
      ) : null}
    </div>
  );
}

/** The season page's "publish from … to …": every draft practice of those days, at most 200 at a time. */
export function PublishRangeForm({
  teamId,
  startDate,
  endDate,
  today,
  onPublished,
}: {
  teamId: string;
  startDate: string;
  endDate: string;
  today: string;
  onPublished: () => unknown;
}) {
  const first = today < startDate || today > endDate ? startDate : today;
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(() => (addDays(first, 6) > endDate ? endDate : addDays(first, 6)));
  const publish = usePublish(teamId, onPublished);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void publish.run(from, to);
  };
  return (
    <form className={styles.card} aria-labelledby="publish-range-heading" onSubmit={submit}>
      <h2 id="publish-range-heading">Publish practices</h2>
      <p className={styles.note}>Publishes every draft practice on these days; the team sees them in its week view.</p>
      <div className={styles.grid2}>
        <label className={styles.field}>
          From
          <input
            type="date"
            required
            value={from}
            min={startDate}
            max={endDate}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          To
          <input
            type="date"
            required
            value={to}
            min={from || startDate}
            max={endDate}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </div>
      <div className={styles.row}>
        <button type="submit" className="button button--primary" disabled={publish.busy}>
          {publish.busy ? 'Publishing…' : 'Publish drafts'}
        </button>
        {publish.message ? (
          <p role="status" className={styles.note}>
            {publish.message}
          </p>
        ) : null}
      </div>
      {publish.error ? (
        <p role="alert" className={styles.error}>
          {publish.error}
        </p>
      ) : null}
    </form>
  );
}
