import { PLAN_LIMITS, formatMinutes, type Section } from '@sideline/domain';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useId, useState } from 'react';
import { clockRange } from '../format-plan';
import styles from './board.module.css';
import { usePlanEditor } from './editor-context';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveField } from '../../../ui/live-field/use-live-field';

interface SectionHeaderProps {
  section: Section;
  index: number;
  count: number;
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
  detailsOpen: boolean;
  onToggleDetails: () => void;
}

/** A section's name (renamed in place), its clock times and total, and moving or removing it. */
export function SectionHeader({ section, index, count, handle, detailsOpen, onToggleDetails }: SectionHeaderProps) {
  const { sectionTiming, commands, coEditor } = usePlanEditor();
  const id = useId();
  const name = useLiveField(section.name, { author: coEditor });
  const [confirming, setConfirming] = useState(false);
  const timing = sectionTiming.get(section.id);
  const clock = timing ? clockRange(timing.startClock, timing.endClock) : null;
  const move = (toIndex: number) =>
    void commands.send({ type: 'ReorderSection', sectionId: section.id, toIndex }, `section:${section.id}:move`);
  const moving = commands.isPending(`section:${section.id}:move`);

  const send = (typed: string) => {
    const value = typed.trim();
    if (value === '') return name.setError('Name the section.');
    void commands.send({ type: 'RenameSection', sectionId: section.id, name: value }, `section:${section.id}:name`, {
      onInvalid: name.setError,
      onDone: () => name.saved(value),
    });
  };
  // Only a name its user changed is sent: a co-editor's rename shown here is not sent back.
  const rename = () => {
    const typed = name.toSend();
    if (typed !== null) send(typed);
  };

  return (
    <div className={styles.sectionHead}>
      <div className={styles.sectionTitleRow}>
        <button
          type="button"
          className={styles.handle}
          aria-label={`Move the section ${section.name}`}
          {...handle.attributes}
          {...handle.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Section name
        </label>
        <input
          id={`${id}-name`}
          className={styles.sectionName}
          value={name.value}
          maxLength={PLAN_LIMITS.sectionName}
          aria-invalid={name.error ? true : undefined}
          aria-describedby={name.error ? `${id}-error` : undefined}
          {...updatedMark(name.updated)}
          onChange={(event) => name.edit(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') name.discard();
          }}
        />
        <span className={styles.sectionTime} data-testid="section-time">
          {clock ? `${clock} · ` : ''}
          {formatMinutes(timing?.totalMinutes ?? 0)}
          {timing && timing.unfilledMinutes !== null && timing.unfilledMinutes !== 0 ? (
            <span className={timing.unfilledMinutes < 0 ? styles.over : styles.left}>
              {timing.unfilledMinutes < 0
                ? ` · ${formatMinutes(-timing.unfilledMinutes)} over plan`
                : ` · ${formatMinutes(timing.unfilledMinutes)} left`}
            </span>
          ) : null}
        </span>
      </div>
      {name.incoming ? (
        <LiveFieldConflict
          incoming={name.incoming}
          onUseTheirs={name.useTheirs}
          onKeepMine={() => send(name.keepMine())}
          what="the section’s name"
        />
      ) : null}
      {name.error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {name.error}
        </p>
      ) : null}
      <div className={styles.sectionActions}>
        <button
          type="button"
          className={styles.iconButton}
          disabled={index === 0 || moving}
          onClick={() => move(index - 1)}
        >
          ↑<span className="visually-hidden"> Move {section.name} up</span>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          disabled={index === count - 1 || moving}
          onClick={() => move(index + 1)}
        >
          ↓<span className="visually-hidden"> Move {section.name} down</span>
        </button>
        <button type="button" className={styles.iconButton} aria-expanded={detailsOpen} onClick={onToggleDetails}>
          Goals and notes<span className="visually-hidden"> of {section.name}</span>
        </button>
        {!confirming ? (
          <button type="button" className={styles.iconButton} onClick={() => setConfirming(true)}>
            Remove<span className="visually-hidden"> the section {section.name}</span>
          </button>
        ) : (
          <span className={styles.confirm} role="group" aria-label={`Remove the section ${section.name}`}>
            <span>Remove “{section.name}” and everything in it?</span>
            <button
              type="button"
              className="button button--primary"
              autoFocus
              disabled={commands.isPending(`section:${section.id}:remove`)}
              onClick={() =>
                void commands
                  .send({ type: 'RemoveSection', sectionId: section.id }, `section:${section.id}:remove`)
                  .then(() => setConfirming(false))
              }
            >
              Remove section
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
