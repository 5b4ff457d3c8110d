import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './formation-view.module.css';

export const FORMATION_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'history', label: 'History' },
  { id: 'versions', label: 'Diagram versions' },
] as const;
export type FormationTabId = (typeof FORMATION_TABS)[number]['id'];

const tabOf = (value: string | null): FormationTabId =>
  FORMATION_TABS.find((tab) => tab.id === value)?.id ?? 'overview';

/** The tab in the address (`?tab=history`, `?tab=versions`), so a link opens the same tab. */
export function useFormationTab(): [FormationTabId, (next: FormationTabId) => void] {
  const [params, setParams] = useSearchParams();
  const select = (next: FormationTabId) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'overview') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  return [tabOf(params.get('tab')), select];
}

export const tabPanelProps = (id: FormationTabId) =>
  ({ role: 'tabpanel', id: `formation-panel-${id}`, 'aria-labelledby': `formation-tab-${id}` }) as const;

/** ARIA tabs: arrow keys, Home and End move between them (roving tabindex). */
export function FormationTabs({ tab, onSelect }: { tab: FormationTabId; onSelect: (next: FormationTabId) => void }) {
  const refs = useRef<Partial<Record<FormationTabId, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = FORMATION_TABS.findIndex((t) => t.id === tab);
    const count = FORMATION_TABS.length;
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? count - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count;
    const next = FORMATION_TABS[nextIndex]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Formation" className={styles.tabs} onKeyDown={onKey}>
      {FORMATION_TABS.map((t) => (
        <button
          key={t.id}
          ref={(element) => {
            refs.current[t.id] = element;
          }}
          type="button"
          role="tab"
          id={`formation-tab-${t.id}`}
          aria-selected={tab === t.id}
          aria-controls={`formation-panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          className={viewCss.tab}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
