import type { LinkedItem } from '@sideline/domain';
import { useId } from 'react';
import { LinkSearch } from './link-search';
import styles from './seasons.module.css';

interface LinkedItemsEditorProps {
  items: LinkedItem[];
  onChange: (items: LinkedItem[]) => void;
  /** the section's default practice sections, by name: where a linked item can go */
  practiceSections: string[];
  error?: string | undefined;
}

/**
 * Drills, formations and breaks a section adds to the practices generated in it, each with its minutes and practice
 * section.
 */
export function LinkedItemsEditor({ items, onChange, practiceSections, error }: LinkedItemsEditorProps) {
  const id = useId();
  const change = (index: number, patch: Partial<LinkedItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const add = (item: Omit<LinkedItem, 'id'>) => onChange([...items, { id: crypto.randomUUID(), ...item }]);

  return (
    <fieldset className={styles.form} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>Linked drills, formations and breaks</legend>
      {items.length === 0 ? (
        <p className={styles.note}>None: practices in this section get only the default sections.</p>
      ) : null}
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
                <input
                  type="number"
                  min={1}
                  max={240}
                  value={item.minutes}
                  onChange={(e) => change(index, { minutes: Number(e.target.value) })}
                  className={styles.minutes}
                />
              </label>
              <label className={styles.inline}>
                In
                <select
                  value={item.practiceSection ?? ''}
                  onChange={(e) => change(index, { practiceSection: e.target.value || null })}
                >
                  <option value="">the last section</option>
                  {practiceSections.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={`button button--ghost ${styles.smallButton}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                Remove<span className="visually-hidden"> {item.title}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`button button--secondary ${styles.smallButton}`}
          onClick={() =>
            add({ kind: 'break', drillId: null, formationId: null, title: 'Break', minutes: 10, practiceSection: null })
          }
        >
          Add a break
        </button>
      </div>
      <LinkSearch
        kind="drill"
        linked={new Set(items.flatMap((item) => (item.drillId ? [item.drillId] : [])))}
        onLink={add}
      />
      <LinkSearch
        kind="formation"
        linked={new Set(items.flatMap((item) => (item.formationId ? [item.formationId] : [])))}
        onLink={add}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
