import { PLAN_LIMITS, durationProblem, type PlanItem } from '@sideline/domain';
import { useEffect, useId } from 'react';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveField, type LiveField } from '../../../ui/live-field/use-live-field';
import { usePlanEditor } from './editor-context';
import styles from './board.module.css';
import itemStyles from './item.module.css';

/** "015" and "15" are the same minutes: only a different number is a change. */
const sameMinutes = (a: string, b: string) =>
  a.trim() === b.trim() || (/^\d+$/.test(a.trim()) && /^\d+$/.test(b.trim()) && Number(a) === Number(b));

export interface DurationField {
  field: LiveField<string>;
  /** Enter or leaving the field: sends the minutes when its user changed them */
  commit: () => void;
  keepMine: () => void;
}

/**
 * An item's minutes as a live field (see ui/live-field): saved on Enter or when the field loses focus
 * (SetItemDuration), only when the coach changed them. A refused value (0 for a drill, 700 minutes) stays in the field
 * with the reason.
 */
export function useDurationField(item: PlanItem): DurationField {
  const { commands, setDirty, coEditor } = usePlanEditor();
  const field = useLiveField(String(item.durationMinutes), { same: sameMinutes, author: coEditor });
  useEffect(() => setDirty(item.id, 'duration', field.changed), [setDirty, field.changed, item.id]);

  const send = (text: string) => {
    if (!/^\d+$/.test(text)) return field.setError(text === '' ? 'Enter the minutes.' : 'Use whole minutes.');
    const minutes = Number(text);
    const problem = durationProblem(item.kind, minutes);
    if (problem) return field.setError(problem);
    void commands.send(
      { type: 'SetItemDuration', itemId: item.id, durationMinutes: minutes },
      `item:${item.id}:duration`,
      {
        onInvalid: field.setError,
        onDone: () => field.saved(String(minutes)),
      },
    );
  };
  return {
    field,
    commit: () => {
      const text = field.toSend();
      if (text !== null) send(text.trim());
    },
    keepMine: () => send(field.keepMine().trim()),
  };
}

export function DurationInput({ item, name, duration }: { item: PlanItem; name: string; duration: DurationField }) {
  const { commands } = usePlanEditor();
  const id = useId();
  const { field, commit } = duration;

  return (
    <div className={itemStyles.duration}>
      <label htmlFor={id} className="visually-hidden">
        Minutes for {name}
      </label>
      <div className={itemStyles.durationRow}>
        <input
          id={id}
          className={itemStyles.durationInput}
          type="number"
          inputMode="numeric"
          min={item.kind === 'formation' ? 0 : 1}
          max={PLAN_LIMITS.itemMinutes}
          value={field.value}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${id}-error` : undefined}
          {...updatedMark(field.updated)}
          onChange={(event) => field.edit(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
            if (event.key === 'Escape') field.discard();
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          min
        </span>
        {commands.isPending(`item:${item.id}:duration`) ? <span className={styles.saving}>Saving…</span> : null}
      </div>
      {field.error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/** A co-editor's minutes beside mine, under the item's row (the row itself stays one line). */
export function DurationConflict({ name, duration }: { name: string; duration: DurationField }) {
  const { field, keepMine } = duration;
  if (!field.incoming) return null;
  return (
    <LiveFieldConflict
      incoming={{ ...field.incoming, value: `${field.incoming.value} min` }}
      onUseTheirs={field.useTheirs}
      onKeepMine={keepMine}
      what={`the minutes of ${name}`}
    />
  );
}
