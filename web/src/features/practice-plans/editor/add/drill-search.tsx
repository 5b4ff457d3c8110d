import { PLAN_LIMITS, type SportId } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { friendlyMessage } from '../../../../api/friendly-message';
import { listDrills, formatLength } from '../../../drills';
import { useDebounced } from '../../../../ui/use-debounced';
import styles from './add-panel.module.css';
import type { useAddItem } from './use-add-item';

/** A drill's minutes in a plan: its longest suggested length (what a coach most likely plans), within the limits. */
export const drillMinutes = (lengthMin: number, lengthMax: number) =>
  Math.min(PLAN_LIMITS.itemMinutes, Math.max(1, lengthMax || lengthMin || 15));

/** Find drills of the plan's sport by name (GET /api/drills?q=&sport=) and add one with its usual length. */
export function DrillSearch({ sport, adder }: { sport: SportId; adder: ReturnType<typeof useAddItem> }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const params = new URLSearchParams({ sport, pageSize: '8', sort: q ? 'name' : 'votes' });
  if (q) params.set('q', q);
  const found = useQuery({
    queryKey: ['drills', 'list', params.toString()],
    queryFn: ({ signal }) => listDrills(params.toString(), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  return (
    <div className={styles.tabBody}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        Search drills
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={styles.input}
        placeholder="Name or description"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {found.isError ? <p className={styles.error}>{friendlyMessage(found.error)}</p> : null}
      {found.data && found.data.items.length === 0 ? (
        <p className={styles.muted}>{q ? `No drill matches “${q}”.` : 'No drills for this sport yet.'}</p>
      ) : null}
      <ul className={styles.results} aria-label="Drills found" aria-busy={found.isFetching || undefined}>
        {found.data?.items.map((drill) => (
          <li key={drill.id} className={styles.result}>
            <span className={styles.resultText}>
              <span className={styles.resultName}>{drill.name}</span>
              <span className={styles.muted}>{formatLength(drill.lengthMin, drill.lengthMax)}</span>
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={adder.isAdding(drill.name)}
              onClick={() =>
                void adder.add(
                  { kind: 'drill', drillId: drill.id, durationMinutes: drillMinutes(drill.lengthMin, drill.lengthMax) },
                  drill.name,
                )
              }
            >
              Add<span className="visually-hidden"> {drill.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
