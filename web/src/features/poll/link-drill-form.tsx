import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { searchDrillRefs } from '../drills';
import { linkSuggestion, type DrillSuggestion } from './poll-api';
import styles from './poll.module.css';

/** A site admin finds the drill that fulfils a suggestion and links it. */
export function LinkDrillForm({
  suggestion,
  onChanged,
}: {
  suggestion: DrillSuggestion;
  onChanged: (suggestion: DrillSuggestion) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(suggestion.text);
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    queryKey: ['drills', 'refs', q],
    queryFn: ({ signal }) => searchDrillRefs(q, null, signal),
    enabled: q.trim().length >= 2,
  });

  async function link(drillId: string) {
    setBusy(true);
    try {
      onChanged(await linkSuggestion(suggestion.id, drillId));
      toast.success('Linked: the suggestion is done.');
    } catch (failure) {
      toast.error(friendlyMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.linkForm}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        Find the drill that fulfils it
      </label>
      <input id={`${id}-q`} className={styles.input} value={q} onChange={(event) => setQ(event.target.value)} />
      {found.data && found.data.length === 0 ? <p className={styles.meta}>No drill matches.</p> : null}
      <ul className={styles.drillChoices} aria-label="Matching drills">
        {(found.data ?? []).map((drill) => (
          <li key={drill.id}>
            <span>{drill.name}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void link(drill.id)}
              aria-label={`Link ${drill.name}`}
            >
              Link
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
