import { useQuery } from '@tanstack/react-query';
import { fetchGeneration, type GenerationView } from './season-planning-api';
import styles from './season-planning.module.css';

/** A generation run, polled until it finishes: a progress bar, then its log. */
export function GenerationProgress({
  seasonId,
  generation,
  onFinished,
}: {
  seasonId: string;
  generation: GenerationView;
  onFinished: (finished: GenerationView) => void;
}) {
  const run = useQuery({
    queryKey: ['generation', seasonId, generation.id],
    queryFn: async ({ signal }) => {
      const next = await fetchGeneration(seasonId, generation.id, signal);
      if (next.status === 'finished') onFinished(next);
      return next;
    },
    initialData: generation,
    refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : 400),
  });
  const g = run.data;
  return (
    <div role="status" aria-live="polite">
      <progress
        className={styles.progress}
        max={Math.max(g.total, 1)}
        value={g.status === 'finished' ? Math.max(g.total, 1) : g.done}
        aria-label="Generating practices"
      />
      <p className={styles.note}>
        {g.status === 'finished'
          ? `Done: ${g.created} created, ${g.existing} already there, ${g.skipped.length} skipped${g.failed.length ? `, ${g.failed.length} failed` : ''}.`
          : `Creating practices… ${g.done} of ${g.total}`}
      </p>
      {g.failed.length > 0 ? (
        <ul className={styles.error}>
          {g.failed.map((f) => (
            <li key={f.date}>
              {f.date}: {f.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
