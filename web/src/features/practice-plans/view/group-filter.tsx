import { useId } from 'react';
import type { PositionGroup } from './position-groups';
import styles from './plan-view.module.css';

interface GroupFilterProps {
  groups: readonly PositionGroup[];
  value: PositionGroup | null;
  onChange: (key: string | null) => void;
}

/** "Only Beaters": a position group reads its own lanes and everything done together. */
export function GroupFilter({ groups, value, onChange }: GroupFilterProps) {
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <div className={styles.groupFilter}>
      <label htmlFor={id} className={styles.label}>
        Position group
      </label>
      <select
        id={id}
        className={styles.select}
        value={value?.key ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">All groups</option>
        {groups.map((group) => (
          <option key={group.key} value={group.key}>
            Only {group.name}
          </option>
        ))}
      </select>
    </div>
  );
}
