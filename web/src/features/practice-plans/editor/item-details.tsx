import { PLAN_LIMITS, type PlanItem } from '@sideline/domain';
import { useEffect, useId } from 'react';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveField, type LiveField } from '../../../ui/live-field/use-live-field';
import { usePlanEditor } from './editor-context';
import styles from './board.module.css';
import itemStyles from './item.module.css';

/** An item's title and notes, each saved when it loses focus (SetItemDetails), only when its user changed it. */
export function ItemDetails({ item, name }: { item: PlanItem; name: string }) {
  const { commands, setDirty, coEditor } = usePlanEditor();
  const id = useId();
  const title = useLiveField(item.title, { author: coEditor });
  const notes = useLiveField(item.notes, { author: coEditor });
  useEffect(
    () => setDirty(item.id, 'details', title.changed || notes.changed),
    [setDirty, title.changed, notes.changed, item.id],
  );

  const send = (field: 'title' | 'notes', live: LiveField<string>, typed: string) => {
    const value = typed.trim();
    if (field === 'title' && item.kind === 'activity' && value === '') return live.setError('Name the activity.');
    void commands.send({ type: 'SetItemDetails', itemId: item.id, [field]: value }, `item:${item.id}:${field}`, {
      onInvalid: live.setError,
      onDone: () => live.saved(value),
    });
  };
  const save = (field: 'title' | 'notes', live: LiveField<string>) => {
    const typed = live.toSend();
    if (typed !== null) send(field, live, typed);
  };
  const conflict = (field: 'title' | 'notes', live: LiveField<string>, what: string) =>
    live.incoming ? (
      <LiveFieldConflict
        incoming={live.incoming}
        onUseTheirs={live.useTheirs}
        onKeepMine={() => send(field, live, live.keepMine())}
        what={what}
      />
    ) : null;

  const titleLabel =
    item.kind === 'drill' || item.kind === 'formation' ? 'Shown name (empty: the original name)' : 'Name';
  return (
    <div className={itemStyles.itemDetails}>
      <div className={styles.detailField}>
        <label htmlFor={`${id}-title`} className={styles.detailLabel}>
          {titleLabel}
        </label>
        <input
          id={`${id}-title`}
          className={styles.textInput}
          value={title.value}
          maxLength={PLAN_LIMITS.title}
          aria-invalid={title.error ? true : undefined}
          aria-describedby={title.error ? `${id}-title-error` : undefined}
          {...updatedMark(title.updated)}
          onChange={(event) => title.edit(event.target.value)}
          onBlur={() => save('title', title)}
        />
        {conflict('title', title, `the name of ${name}`)}
        {title.error ? (
          <p id={`${id}-title-error`} className={styles.fieldError} role="alert">
            {title.error}
          </p>
        ) : null}
      </div>
      <div className={styles.detailField}>
        <label htmlFor={`${id}-notes`} className={styles.detailLabel}>
          Notes for {name}
        </label>
        <textarea
          id={`${id}-notes`}
          className={styles.textArea}
          rows={2}
          value={notes.value}
          maxLength={PLAN_LIMITS.notes}
          aria-invalid={notes.error ? true : undefined}
          {...updatedMark(notes.updated)}
          onChange={(event) => notes.edit(event.target.value)}
          onBlur={() => save('notes', notes)}
        />
        {conflict('notes', notes, `the notes for ${name}`)}
        {notes.error ? (
          <p className={styles.fieldError} role="alert">
            {notes.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
