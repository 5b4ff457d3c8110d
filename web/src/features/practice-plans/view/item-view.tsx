import { formatMinutes, type ItemTiming, type PlanItem } from '@sideline/domain';
import { useId, useState } from 'react';
import { KIND_LABELS, itemName, spanLabel } from '../format-plan';
import type { PlanDrillRef } from '@sideline/domain';
import { DrillDetails } from './drill-details';
import { useItemAuthors } from './item-attribution';
import styles from './section-view.module.css';

interface ItemViewProps {
  item: PlanItem;
  timing: ItemTiming | undefined;
  drills: Readonly<Record<string, PlanDrillRef>>;
}

/** One item as coaches read it on the field: when, how long, what, notes; a drill opens to show how it goes. */
export function ItemView({ item, timing, drills }: ItemViewProps) {
  const [open, setOpen] = useState(false);
  const authors = useItemAuthors(item.id);
  const id = useId();
  const name = itemName(item, drills);
  const canOpen = item.kind === 'drill' && item.drillId !== null && drills[item.drillId]?.available === true;
  const when = timing ? spanLabel(timing) : '';
  return (
    <li className={styles.item} data-kind={item.kind} data-testid="view-item">
      <div className={styles.itemRow}>
        <span className={styles.itemTime}>{when}</span>
        <span className={styles.itemMain}>
          <span className={styles.itemName}>{name}</span>
          <span className={styles.itemKind}>{KIND_LABELS[item.kind]}</span>
        </span>
        <span className={styles.itemMinutes}>{formatMinutes(timing?.durationMinutes ?? item.durationMinutes)}</span>
        {canOpen ? (
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={open}
            aria-controls={`${id}-drill`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'How it goes'}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : null}
      </div>
      {item.notes ? <p className={styles.itemNotes}>{item.notes}</p> : null}
      {authors ? <p className={styles.itemAuthors}>{authors}</p> : null}
      {open && item.drillId ? (
        <div id={`${id}-drill`}>
          <DrillDetails drillId={item.drillId} />
        </div>
      ) : null}
    </li>
  );
}
