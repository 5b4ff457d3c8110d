import type { SportId } from '@sideline/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { searchDrillRefs, drillQuery } from '../../drills';
import { useDebounced } from '../../../ui/use-debounced';
import listCss from '../../../ui/list-page.module.css';
import styles from './plan-filters.module.css';

interface DrillFilterPickerProps {
  drillIds: readonly string[];
  sport: SportId | null;
  onChange: (drillIds: string[]) => void;
}

/** "Contains drills": plans holding every chosen drill. Drills are found by name (GET /api/drills?q=). */
export function DrillFilterPicker({ drillIds, sport, onChange }: DrillFilterPickerProps) {
  const ids = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  // The address holds ids only: their names come from the drills themselves.
  const chosen = useQueries({
    queries: drillIds.map((id) => ({
      ...drillQuery(id),
      staleTime: 5 * 60_000,
      meta: { handledStatuses: [401, 403, 404] },
    })),
  });
  const found = useQuery({
    queryKey: ['drills', 'picker', q, sport],
    queryFn: ({ signal }) => searchDrillRefs(q, sport, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
  const suggestions = (found.data ?? []).filter((drill) => !drillIds.includes(drill.id));

  return (
    <div className={listCss.filterField}>
      <label htmlFor={`${ids}-find`} className={listCss.filterLabel}>
        Contains drills
      </label>
      <p className={listCss.filterHint} id={`${ids}-hint`}>
        Plans that use every drill chosen here.
      </p>
      {drillIds.length > 0 ? (
        <ul className={styles.pickedList} aria-label="Chosen drills">
          {drillIds.map((id, index) => {
            const name = chosen[index]?.data?.name ?? (chosen[index]?.isError ? 'A drill you cannot open' : 'Loading…');
            return (
              <li key={id} className={styles.picked}>
                <span>{name}</span>
                <button
                  type="button"
                  className={styles.pickedRemove}
                  onClick={() => onChange(drillIds.filter((other) => other !== id))}
                >
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">Stop filtering by {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id={`${ids}-find`}
        type="search"
        className={styles.smallInputWide}
        placeholder="Find a drill by name"
        value={text}
        autoComplete="off"
        aria-describedby={`${ids}-hint`}
        aria-controls={`${ids}-found`}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={`${ids}-found`} aria-live="polite">
        {q && found.isSuccess && suggestions.length === 0 ? (
          <p className={listCss.filterHint}>No other drill matches “{q}”.</p>
        ) : null}
        {suggestions.length > 0 ? (
          <ul className={styles.suggestions} aria-label="Matching drills">
            {suggestions.map((drill) => (
              <li key={drill.id}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => {
                    onChange([...drillIds, drill.id]);
                    setText('');
                  }}
                >
                  <span className="visually-hidden">Filter by </span>
                  {drill.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
