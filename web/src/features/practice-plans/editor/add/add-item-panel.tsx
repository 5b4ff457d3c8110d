import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePlanEditor } from '../editor-context';
import { addTargetOptions, targetValue } from './add-targets';
import styles from './add-panel.module.css';
import { CartPicks } from './cart-picks';
import { DrillSearch } from './drill-search';
import { FormationSearch } from './formation-search';
import { SimpleItemForm } from './simple-item-form';
import { useAddItem } from './use-add-item';

const TABS = [
  { id: 'drill', label: 'Drill' },
  { id: 'formation', label: 'Formation' },
  { id: 'cart', label: 'From my cart' },
  { id: 'break', label: 'Break' },
  { id: 'activity', label: 'One-off activity' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** "Add to …": drills, formations, my cart's drills, a break or a one-off activity, at the end of a section or lane. */
export function AddItemPanel() {
  const { plan, addTarget, setAddTarget } = usePlanEditor();
  const ids = useId();
  const [tab, setTab] = useState<TabId>('drill');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const adder = useAddItem();
  const options = addTargetOptions(plan.sections);
  if (!addTarget) return null;

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`} data-testid="add-panel">
      <div className={styles.panelHead}>
        <h4 id={`${ids}-title`} className={styles.panelTitle}>
          Add to the plan
        </h4>
        <div className={styles.targetField}>
          <label htmlFor={`${ids}-target`} className={styles.label}>
            Add to
          </label>
          <select
            id={`${ids}-target`}
            className={styles.input}
            value={targetValue(addTarget)}
            onChange={(event) =>
              setAddTarget(options.find((option) => option.value === event.target.value)?.target ?? null)
            }
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--ghost" onClick={() => setAddTarget(null)}>
          Close
        </button>
      </div>
      <div role="tablist" aria-label="What to add" className={styles.tabs} onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'drill' ? <DrillSearch sport={plan.metadata.sport} adder={adder} /> : null}
        {tab === 'formation' ? <FormationSearch sport={plan.metadata.sport} adder={adder} /> : null}
        {tab === 'cart' ? <CartPicks adder={adder} /> : null}
        {tab === 'break' || tab === 'activity' ? <SimpleItemForm key={tab} kind={tab} adder={adder} /> : null}
      </div>
      <p className={styles.added} role="status">
        {adder.added}
      </p>
    </section>
  );
}
