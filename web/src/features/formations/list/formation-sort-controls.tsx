import { useId } from 'react';
import { SORT_KEYS, withSort, type FormationListState, type SortKey, type SortOrder } from './formation-list-params';
import styles from './formation-list.module.css';
import type { UpdateListState } from './use-formation-list-state';

const SORT_LABELS: Record<SortKey, string> = { newest: 'Date created', name: 'Name', updated: 'Last edited', votes: 'Votes', type: 'Type' };

/** How each direction reads for each sort, so "ascending" never has to be decoded. */
const ORDER_LABELS: Record<SortKey, Record<SortOrder, string>> = {
  newest: { desc: 'Newest first', asc: 'Oldest first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  updated: { desc: 'Latest edit first', asc: 'Longest untouched first' },
  votes: { desc: 'Most votes first', asc: 'Fewest votes first' },
  type: { asc: 'Defense, offense, other', desc: 'Other, offense, defense' },
};

export function FormationSortControls({ state, update }: { state: FormationListState; update: UpdateListState }) {
  const ids = useId();
  return (
    <div className={styles.sort}>
      <div className={styles.filterField}>
        <label htmlFor={`${ids}-sort`} className={styles.filterLabel}>
          Sort by
        </label>
        <select id={`${ids}-sort`} className={styles.smallSelect} value={state.sort} onChange={(event) => update(withSort(state, event.target.value as SortKey))}>
          {SORT_KEYS.map((key) => (
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
        <select id={`${ids}-order`} className={styles.smallSelect} value={state.order} onChange={(event) => update(withSort(state, state.sort, event.target.value as SortOrder))}>
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
