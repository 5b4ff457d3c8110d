import { useId } from 'react';
import { PLAN_SORT_KEYS, withPlanSort, type PlanListState, type PlanSortKey, type SortOrder } from './plan-list-params';
import styles from './plan-filters.module.css';
import type { UpdatePlanListState } from './use-plan-list-state';

const SORT_LABELS: Record<PlanSortKey, string> = {
  newest: 'Date created',
  updated: 'Last changed',
  name: 'Name',
  duration: 'Total time',
  votes: 'Votes',
  participants: 'Participants',
};

/** How each direction reads for each sort, so "ascending" never has to be decoded. */
const ORDER_LABELS: Record<PlanSortKey, Record<SortOrder, string>> = {
  newest: { desc: 'Newest first', asc: 'Oldest first' },
  updated: { desc: 'Latest change first', asc: 'Oldest change first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  duration: { asc: 'Shortest first', desc: 'Longest first' },
  votes: { desc: 'Most votes first', asc: 'Fewest votes first' },
  participants: { asc: 'Fewest first', desc: 'Most first' },
};

export function PlanSortControls({ state, update }: { state: PlanListState; update: UpdatePlanListState }) {
  const ids = useId();
  return (
    <div className={styles.sort}>
      <div className={styles.filterField}>
        <label htmlFor={`${ids}-sort`} className={styles.filterLabel}>
          Sort by
        </label>
        <select id={`${ids}-sort`} className={styles.smallSelect} value={state.sort} onChange={(event) => update(withPlanSort(state, event.target.value as PlanSortKey))}>
          {PLAN_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${ids}-order`} className={styles.filterLabel}>
          Order
        </label>
        <select id={`${ids}-order`} className={styles.smallSelect} value={state.order} onChange={(event) => update(withPlanSort(state, state.sort, event.target.value as SortOrder))}>
          {(['asc', 'desc'] as const).map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[state.sort][order]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
