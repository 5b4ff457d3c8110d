import type { SportId } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { friendlyMessage } from '../../../../api/friendly-message';
import { searchFormations } from '../../plan-api';
import { useDebounced } from '../../../../ui/use-debounced';
import styles from './add-panel.module.css';
import type { useAddItem } from './use-add-item';

/** Find formations (GET /api/formations?q=) and add one: shown, not run, so it takes 0 minutes unless changed. */
export function FormationSearch({ sport, adder }: { sport: SportId; adder: ReturnType<typeof useAddItem> }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useQuery({
    queryKey: ['formations', 'picker', q, sport],
    queryFn: ({ signal }) => searchFormations(q, sport, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  return (
    <div className={styles.tabBody}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        Search formations
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
      {found.data && found.data.length === 0 ? (
        <p className={styles.muted}>{q ? `No formation matches “${q}”.` : 'No formations for this sport yet.'}</p>
      ) : null}
      <ul className={styles.results} aria-label="Formations found">
        {found.data?.map((formation) => (
          <li key={formation.id} className={styles.result}>
            <span className={styles.resultText}>
              <span className={styles.resultName}>{formation.name}</span>
              {formation.briefDescription ? <span className={styles.muted}>{formation.briefDescription}</span> : null}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={adder.isAdding(formation.name)}
              onClick={() =>
                void adder.add(
                  { kind: 'formation', formationId: formation.id, title: formation.name, durationMinutes: 0 },
                  formation.name,
                )
              }
            >
              Add<span className="visually-hidden"> {formation.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
