import { SPORT_PACKS, formatMinutes, type ParallelBlock } from '@sideline/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clockRange } from '../format-plan';
import board from './board.module.css';
import styles from './lanes.module.css';
import { dndId } from './dnd-ids';
import { usePlanEditor } from './editor-context';
import { LaneColumn } from './lane-column';

/** A lane for "Add lane": the first position of the sport not in the block yet, else a numbered group. */
function nextLane(block: ParallelBlock, sport: keyof typeof SPORT_PACKS) {
  const used = new Set(block.lanes.map((lane) => lane.positionKey));
  const position = SPORT_PACKS[sport].positions.find((p) => !used.has(p.id));
  if (position) return { name: `${position.name}s`, colour: position.color, positionKey: position.id };
  return { name: `Group ${block.lanes.length + 1}` };
}

/** Position groups running at the same time, side by side; the block lasts as long as its longest lane. */
export function ParallelBlockCard({ block }: { block: ParallelBlock }) {
  const { plan, blockTiming, commands } = usePlanEditor();
  // A place in its section's list (items can be dropped before or after it), never dragged itself.
  const sortable = useSortable({
    id: dndId('block', block.id),
    data: { type: 'block' },
    disabled: { draggable: true, droppable: false },
  });
  const timing = blockTiming.get(block.id);
  const warnings = plan.timing.warnings.filter((warning) => warning.blockId === block.id);
  const flagged = new Set(warnings.map((warning) => warning.laneId));
  const clock = timing ? clockRange(timing.startClock, timing.endClock) : null;

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={styles.block}
      data-over={sortable.isOver || undefined}
      data-testid="parallel-block"
    >
      <div className={styles.blockHead}>
        <h4 className={styles.blockTitle}>
          Parallel block
          <span className={styles.blockMeta} data-testid="block-length">
            {clock ? `${clock} · ` : ''}
            {formatMinutes(timing?.lengthMinutes ?? 0)}
          </span>
        </h4>
        <div className={styles.blockActions}>
          <button
            type="button"
            className={board.iconButton}
            disabled={block.lanes.length >= 8 || commands.isPending(`block:${block.id}:lane`)}
            onClick={() =>
              void commands.send(
                { type: 'AddLane', blockId: block.id, lane: nextLane(block, plan.metadata.sport) },
                `block:${block.id}:lane`,
              )
            }
          >
            Add lane
          </button>
          <button
            type="button"
            className={board.iconButton}
            disabled={commands.isPending(`block:${block.id}:ungroup`)}
            onClick={() => void commands.send({ type: 'Ungroup', blockId: block.id }, `block:${block.id}:ungroup`)}
          >
            Ungroup
          </button>
        </div>
      </div>
      {warnings.length > 0 ? (
        <ul className={styles.warnings} aria-label="Lane lengths" data-testid="lane-warnings">
          {warnings.map((warning) => (
            <li key={warning.laneId}>⚠ {warning.message}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.lanes} style={{ ['--lanes' as string]: block.lanes.length }}>
        {block.lanes.map((lane) => (
          <LaneColumn
            key={lane.id}
            lane={lane}
            timing={timing?.lanes.find((t) => t.laneId === lane.id)}
            otherLanes={block.lanes.filter((other) => other.id !== lane.id)}
            flagged={flagged.has(lane.id)}
          />
        ))}
      </div>
    </li>
  );
}
