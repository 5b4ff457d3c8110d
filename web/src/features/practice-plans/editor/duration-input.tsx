import { PLAN_LIMITS, durationProblem, type PlanItem } from '@sideline/domain';
import { useEffect, useId } from 'react';
import { usePlanEditor } from './editor-context';
import styles from './board.module.css';
import itemStyles from './item.module.css';
import { useFieldDraft } from './use-field-draft';

/**
 * An item's minutes, edited in place: saved on Enter or when the field loses focus (SetItemDuration). A refused value
 * (0 for a drill, 700 minutes) stays in the field with the reason beside it.
 */
export function DurationInput({ item, name }: { item: PlanItem; name: string }) {
  const { commands, setDirty } = usePlanEditor();
  const id = useId();
  const draft = useFieldDraft(String(item.durationMinutes));
  const key = `item:${item.id}:duration`;
  useEffect(() => setDirty(item.id, 'duration', draft.dirty), [draft.dirty, item.id]);

  const commit = () => {
    const text = draft.text.trim();
    if (text === String(item.durationMinutes)) return;
    if (!/^\d+$/.test(text)) {
      draft.setError(text === '' ? 'Enter the minutes.' : 'Use whole minutes.');
      return;
    }
    const minutes = Number(text);
    const problem = durationProblem(item.kind, minutes);
    if (problem) {
      draft.setError(problem);
      return;
    }
    void commands.send({ type: 'SetItemDuration', itemId: item.id, durationMinutes: minutes }, key, {
      onInvalid: draft.setError,
    });
  };

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
          value={draft.text}
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={draft.error ? `${id}-error` : undefined}
          onChange={(event) => draft.change(event.target.value)}
          onFocus={draft.onFocus}
          onBlur={() => {
            draft.onBlur();
            commit();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
            if (event.key === 'Escape') draft.reset();
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          min
        </span>
        {commands.isPending(key) ? <span className={styles.saving}>Saving…</span> : null}
      </div>
      {draft.error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {draft.error}
        </p>
      ) : null}
    </div>
  );
}
