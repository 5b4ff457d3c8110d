import { useId } from 'react';
import styles from './list-page.module.css';

export type SortOrder = 'asc' | 'desc';

interface SortControlsProps<K extends string> {
  keys: readonly K[];
  sort: K;
  order: SortOrder;
  /** what each sort is called */
  sortLabels: Record<K, string>;
  /** how each direction reads for each sort, so "ascending" never has to be decoded */
  orderLabels: Record<K, Record<SortOrder, string>>;
  /** a new sort comes without an order: it starts in its own default direction */
  onChange: (sort: K, order?: SortOrder) => void;
}

/** A list's "Sort by" and "Order" pickers. */
export function SortControls<K extends string>({
  keys,
  sort,
  order,
  sortLabels,
  orderLabels,
  onChange,
}: SortControlsProps<K>) {
  const ids = useId();
  return (
    <div className={styles.sort}>
      <div className={styles.filterField}>
        <label htmlFor={`${ids}-sort`} className={styles.filterLabel}>
          Sort by
        </label>
        <select
          id={`${ids}-sort`}
          className={styles.smallSelect}
          value={sort}
          onChange={(event) => onChange(event.target.value as K)}
        >
          {keys.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${ids}-order`} className={styles.filterLabel}>
          Order
        </label>
        <select
          id={`${ids}-order`}
          className={styles.smallSelect}
          value={order}
          onChange={(event) => onChange(sort, event.target.value as SortOrder)}
        >
          {(['asc', 'desc'] as const).map((direction) => (
            <option key={direction} value={direction}>
              {orderLabels[sort][direction]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
