import type { PlanItem } from '@sideline/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { KIND_LABELS, itemName, spanLabel } from '../format-plan';
import board from './board.module.css';
import styles from './item.module.css';
import { dndId } from './dnd-ids';
import { DurationConflict, DurationInput, useDurationField } from './duration-input';
import { usePlanEditor } from './editor-context';
import { EditingChips } from './editing-chips';
import { ItemDetails } from './item-details';

interface ItemCardProps {
  item: PlanItem;
  /** single items of a section can be picked to run in parallel; items already in a lane cannot */
  selection?: { selected: boolean; toggle: () => void };
}

/** One item in the editor: drag handle, kind, name, clock times, minutes, notes, who else is on it, remove. */
export function ItemCard({ item, selection }: ItemCardProps) {
  const { plan, itemTiming, commands, othersOn, focusItem, blurItem } = usePlanEditor();
  const [open, setOpen] = useState(false);
  const sortable = useSortable({ id: dndId('item', item.id), data: { type: 'item' } });
  const name = itemName(item, plan.drills);
  const timing = itemTiming.get(item.id);
  const removing = commands.isPending(`item:${item.id}:remove`);
  const duration = useDurationField(item);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) blurItem(item.id);
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={styles.item}
      data-dragging={sortable.isDragging || undefined}
      data-over={sortable.isOver || undefined}
      data-kind={item.kind}
      data-testid="plan-item"
      data-item-name={name}
      onFocus={() => focusItem(item.id, name)}
      onBlur={onBlur}
    >
      <div className={styles.itemRow}>
        <button
          type="button"
          className={board.handle}
          aria-label={`Move ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {selection ? (
          <input
            type="checkbox"
            className={styles.select}
            checked={selection.selected}
            onChange={selection.toggle}
            aria-label={`Select ${name} to run in parallel`}
          />
        ) : null}
        <span className={styles.kind} data-kind={item.kind}>
          {KIND_LABELS[item.kind]}
        </span>
        <div className={styles.itemMain}>
          <span className={styles.itemName} data-testid="item-name">
            {item.kind === 'drill' && item.drillId && plan.drills[item.drillId]?.available ? (
              <Link to={`/drills/${item.drillId}`} target="_blank" rel="noopener">
                {name}
              </Link>
            ) : (
              name
            )}
          </span>
          <span className={styles.itemClock} data-testid="item-clock">
            {timing ? spanLabel(timing) : ''}
          </span>
          {item.notes && !open ? <span className={styles.itemNotes}>{item.notes}</span> : null}
        </div>
        <EditingChips people={othersOn(item.id)} />
        <DurationInput item={item} name={name} duration={duration} />
        <div className={styles.itemActions}>
          <button
            type="button"
            className={board.iconButton}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Done' : 'Notes'}
            <span className="visually-hidden"> for {name}</span>
          </button>
          <button
            type="button"
            className={board.iconButton}
            disabled={removing}
            onClick={() => {
              // My own removal: not "removed by someone else" when the item disappears.
              blurItem(item.id);
              void commands.send({ type: 'RemoveItem', itemId: item.id }, `item:${item.id}:remove`);
            }}
          >
            {removing ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </div>
      <DurationConflict name={name} duration={duration} />
      {open ? <ItemDetails item={item} name={name} /> : null}
    </li>
  );
}
