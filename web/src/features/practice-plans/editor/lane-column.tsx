import { PLAN_LIMITS, formatMinutes, type Lane, type LaneTiming } from '@sideline/domain';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { inkOn } from '../format-plan';
import board from './board.module.css';
import styles from './lanes.module.css';
import { dndId } from './dnd-ids';
import { usePlanEditor } from './editor-context';
import { ItemCard } from './item-card';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveField } from '../../../ui/live-field/use-live-field';

interface LaneColumnProps {
  lane: Lane;
  timing: LaneTiming | undefined;
  /** the other lanes of the block (where this lane's items can go when it is removed) */
  otherLanes: readonly Lane[];
  flagged: boolean;
}

const COLOUR_SAVE_DELAY_MS = 400;
const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One position group of a parallel block: name, colour, total, its items in order, and a place to drop more. */
export function LaneColumn({ lane, timing, otherLanes, flagged }: LaneColumnProps) {
  const { commands, setAddTarget, coEditor } = usePlanEditor();
  const id = useId();
  const drop = useDroppable({ id: dndId('lane', lane.id), data: { type: 'lane' } });
  const name = useLiveField(lane.name, { author: coEditor });
  const colour = useLiveField(lane.colour, { same: sameColour, author: coEditor });
  const [confirming, setConfirming] = useState(false);

  const recolour = (value: string) =>
    void commands.send({ type: 'RecolourLane', laneId: lane.id, colour: value }, `lane:${lane.id}:colour`, {
      onDone: () => colour.saved(value),
    });
  // The colour picker reports every step of a drag: save once it rests, and only a colour picked here.
  const picked = colour.toSend() !== null;
  const saveColour = useEffectEvent(() => {
    const latest = colour.toSend();
    if (latest !== null) recolour(latest);
  });
  useEffect(() => {
    if (!picked) return;
    const timer = setTimeout(saveColour, COLOUR_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [picked, colour.value, colour.incoming]);

  const sendName = (typed: string) => {
    const value = typed.trim();
    if (value === '') return name.setError('Name the lane.');
    void commands.send({ type: 'RenameLane', laneId: lane.id, name: value }, `lane:${lane.id}:name`, {
      onInvalid: name.setError,
      onDone: () => name.saved(value),
    });
  };
  // Only a name its user changed is sent: a co-editor's rename shown here is not sent back.
  const rename = () => {
    const typed = name.toSend();
    if (typed !== null) sendName(typed);
  };
  const remove = (moveItemsTo: string | null) => {
    setConfirming(false);
    void commands.send({ type: 'RemoveLane', laneId: lane.id, moveItemsTo }, `lane:${lane.id}:remove`);
  };

  return (
    <div
      className={styles.lane}
      style={{ borderTopColor: lane.colour }}
      data-testid="plan-lane"
      data-lane-name={lane.name}
      data-flagged={flagged || undefined}
    >
      <div className={styles.laneHead} style={{ background: lane.colour, color: inkOn(lane.colour) }}>
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Lane name
        </label>
        <input
          id={`${id}-name`}
          className={styles.laneName}
          value={name.value}
          maxLength={PLAN_LIMITS.laneName}
          aria-invalid={name.error ? true : undefined}
          {...updatedMark(name.updated)}
          onChange={(event) => name.edit(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
        <label className={styles.laneColour}>
          <span className="visually-hidden">Colour of {lane.name}</span>
          <input
            type="color"
            value={colour.value}
            {...updatedMark(colour.updated)}
            onChange={(event) => colour.edit(event.target.value)}
          />
        </label>
      </div>
      {name.incoming ? (
        <LiveFieldConflict
          incoming={name.incoming}
          onUseTheirs={name.useTheirs}
          onKeepMine={() => sendName(name.keepMine())}
          what="the lane’s name"
        />
      ) : null}
      {colour.incoming ? (
        <LiveFieldConflict
          incoming={colour.incoming}
          onUseTheirs={colour.useTheirs}
          onKeepMine={() => recolour(colour.keepMine())}
          what={`the colour of ${lane.name}`}
        />
      ) : null}
      {name.error ? <p className={board.fieldError}>{name.error}</p> : null}
      <p className={styles.laneTotal} data-testid="lane-total">
        {formatMinutes(timing?.totalMinutes ?? 0)}
        {timing && timing.idleMinutes > 0 ? (
          <span className={styles.idle}> · waits {formatMinutes(timing.idleMinutes)}</span>
        ) : null}
      </p>
      <SortableContext items={lane.items.map((item) => dndId('item', item.id))} strategy={verticalListSortingStrategy}>
        <ol
          ref={drop.setNodeRef}
          className={styles.laneItems}
          data-over={drop.isOver || undefined}
          aria-label={`Items of ${lane.name}`}
        >
          {lane.items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
          {lane.items.length === 0 ? <li className={board.dropHint}>Drop items here</li> : null}
        </ol>
      </SortableContext>
      <div className={styles.laneActions}>
        <button type="button" className={board.iconButton} onClick={() => setAddTarget({ laneId: lane.id })}>
          Add to {lane.name}
        </button>
        {!confirming ? (
          <button
            type="button"
            className={board.iconButton}
            onClick={() => setConfirming(true)}
            disabled={otherLanes.length === 0}
            title={otherLanes.length === 0 ? 'A block keeps at least one lane: ungroup it instead.' : undefined}
          >
            Remove lane<span className="visually-hidden"> {lane.name}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className={board.confirm} role="group" aria-label={`Remove the lane ${lane.name}`}>
          <span>Remove {lane.name}?</span>
          {lane.items.length > 0 && otherLanes[0] ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => remove(otherLanes[0]!.id)}
              autoFocus
            >
              Move its items to {otherLanes[0].name}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => remove(null)}
            autoFocus={lane.items.length === 0}
          >
            {lane.items.length > 0 ? 'Remove with its items' : 'Remove'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
    </div>
  );
}
