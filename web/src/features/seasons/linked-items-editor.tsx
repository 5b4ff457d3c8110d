import type { LinkedItem } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listDrills } from '../drills/drill-api';
import { useDebounced } from '../practice-plans/use-debounced';
import styles from './seasons.module.css';

interface LinkedItemsEditorProps {
  items: LinkedItem[];
  onChange: (items: LinkedItem[]) => void;
  /** the section's default practice sections, by name: where a linked item can go */
  practiceSections: string[];
  error?: string | undefined;
}

/** Drills and breaks a section adds to the practices generated in it, each with its minutes and practice section. */
export function LinkedItemsEditor({ items, onChange, practiceSections, error }: LinkedItemsEditorProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const params = new URLSearchParams({ pageSize: '5', sort: 'name' });
  if (q) params.set('q', q);
  const found = useQuery({ queryKey: ['drills', 'list', params.toString()], queryFn: ({ signal }) => listDrills(params.toString(), signal), placeholderData: keepPreviousData, enabled: q !== '', staleTime: 30_000 });
  const change = (index: number, patch: Partial<LinkedItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const add = (item: Omit<LinkedItem, 'id'>) => onChange([...items, { id: crypto.randomUUID(), ...item }]);

  return (
    <fieldset className={styles.form} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>Linked drills and breaks</legend>
      {items.length === 0 ? <p className={styles.note}>None: practices in this section get only the default sections.</p> : null}
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.itemMain}>
              <strong>{item.title || (item.kind === 'break' ? 'Break' : item.kind)}</strong>
              <span className={styles.meta}>{item.kind}</span>
            </span>
            <span className={styles.toolbar}>
              <label className={styles.inline}>
                Minutes
                <input type="number" min={1} max={240} value={item.minutes} onChange={(e) => change(index, { minutes: Number(e.target.value) })} className={styles.minutes} />
              </label>
              <label className={styles.inline}>
                In
                <select value={item.practiceSection ?? ''} onChange={(e) => change(index, { practiceSection: e.target.value || null })}>
                  <option value="">the last section</option>
                  {practiceSections.map((name) => <option key={name} value={name}>{name}</option>)}
                </select>
              </label>
              <button type="button" className={`button button--ghost ${styles.smallButton}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {item.title}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.toolbar}>
        <button type="button" className={`button button--secondary ${styles.smallButton}`} onClick={() => add({ kind: 'break', drillId: null, formationId: null, title: 'Break', minutes: 10, practiceSection: null })}>Add a break</button>
        <label className={styles.inline} htmlFor={`${id}-q`}>Link a drill</label>
        <input id={`${id}-q`} type="search" placeholder="Drill name" value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      </div>
      {q && found.data ? (
        <ul className={styles.list} aria-label="Drills found">
          {found.data.items.length === 0 ? <li className={styles.note}>No drill matches “{q}”.</li> : null}
          {found.data.items.map((drill) => (
            <li key={drill.id} className={styles.item}>
              <span className={styles.itemMain}>{drill.name}</span>
              <button type="button" className={`button button--secondary ${styles.smallButton}`} onClick={() => { add({ kind: 'drill', drillId: drill.id, formationId: null, title: drill.name, minutes: Math.max(1, Math.min(240, drill.lengthMax || drill.lengthMin || 15)), practiceSection: null }); setText(''); }}>
                Link<span className="visually-hidden"> {drill.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <span id={`${id}-error`} className={styles.error} role="alert">{error}</span> : null}
    </fieldset>
  );
}
