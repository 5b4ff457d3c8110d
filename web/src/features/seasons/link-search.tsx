import type { LinkedItem } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listDrills } from '../drills';
import { listFormations } from '../formations';
import { useDebounced } from '../../ui/use-debounced';
import styles from './seasons.module.css';

type Found = { id: string; name: string; minutes: number };
const KINDS = {
  drill: {
    label: 'Link a drill',
    placeholder: 'Drill name',
    list: 'Drills found',
    async search(query: string, signal?: AbortSignal): Promise<Found[]> {
      return (await listDrills(query, signal)).items.map((d) => ({
        id: d.id,
        name: d.name,
        minutes: Math.max(1, Math.min(240, d.lengthMax || d.lengthMin || 15)),
      }));
    },
  },
  formation: {
    label: 'Link a formation',
    placeholder: 'Formation name',
    list: 'Formations found',
    // The formation list answers only what the signed-in coach may see (public, their team's, their own).
    async search(query: string, signal?: AbortSignal): Promise<Found[]> {
      return (await listFormations(query, signal)).items.map((f) => ({ id: f.id, name: f.name, minutes: 10 }));
    },
  },
} as const;

/**
 * Search the drills or formations the coach can see, by name, and link one (with a first guess at its minutes).
 * Those the section links already are shown as linked, not offered again.
 */
export function LinkSearch({
  kind,
  linked,
  onLink,
}: {
  kind: 'drill' | 'formation';
  linked: ReadonlySet<string>;
  onLink: (item: Omit<LinkedItem, 'id'>) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const config = KINDS[kind];
  const params = new URLSearchParams({ pageSize: '5', sort: 'name' });
  if (q) params.set('q', q);
  const found = useQuery({
    queryKey: [`${kind}s`, 'link-search', params.toString()],
    queryFn: ({ signal }) => config.search(params.toString(), signal),
    placeholderData: keepPreviousData,
    enabled: q !== '',
    staleTime: 30_000,
  });
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.inline} htmlFor={`${id}-q`}>
          {config.label}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder={config.placeholder}
          value={text}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {q && found.data ? (
        <ul className={styles.list} aria-label={config.list}>
          {found.data.length === 0 ? (
            <li className={styles.note}>
              No {kind} matches “{q}”.
            </li>
          ) : null}
          {found.data.map((hit) => (
            <li key={hit.id} className={styles.item}>
              <span className={styles.itemMain}>{hit.name}</span>
              {linked.has(hit.id) ? (
                <span className={styles.meta}>Linked already</span>
              ) : (
                <button
                  type="button"
                  className={`button button--secondary ${styles.smallButton}`}
                  onClick={() => {
                    onLink({
                      kind,
                      drillId: kind === 'drill' ? hit.id : null,
                      formationId: kind === 'formation' ? hit.id : null,
                      title: hit.name,
                      minutes: hit.minutes,
                      practiceSection: null,
                    });
                    setText('');
                  }}
                >
                  Link<span className="visually-hidden"> {hit.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
