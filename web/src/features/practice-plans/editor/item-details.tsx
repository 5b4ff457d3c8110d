import { PLAN_LIMITS, type PlanItem } from '@sideline/domain';
import { useEffect, useId } from 'react';
import { usePlanEditor } from './editor-context';
import styles from './board.module.css';
import itemStyles from './item.module.css';
import { useFieldDraft } from './use-field-draft';

/** An item's title and notes, saved when each field loses focus (SetItemDetails). */
export function ItemDetails({ item, name }: { item: PlanItem; name: string }) {
  const { commands, setDirty } = usePlanEditor();
  const id = useId();
  const title = useFieldDraft(item.title);
  const notes = useFieldDraft(item.notes);
  useEffect(() => setDirty(item.id, 'details', title.dirty || notes.dirty), [title.dirty, notes.dirty, item.id]);

  const save = (field: 'title' | 'notes', draft: ReturnType<typeof useFieldDraft>) => {
    draft.onBlur();
    const value = draft.text.trim();
    if (value === item[field]) return;
    if (field === 'title' && item.kind === 'activity' && value === '') {
      draft.setError('Name the activity.');
      return;
    }
    void commands.send({ type: 'SetItemDetails', itemId: item.id, [field]: value }, `item:${item.id}:${field}`, {
      onInvalid: draft.setError,
    });
  };

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
          value={title.text}
          maxLength={PLAN_LIMITS.title}
          aria-invalid={title.error ? true : undefined}
          aria-describedby={title.error ? `${id}-title-error` : undefined}
          onChange={(event) => title.change(event.target.value)}
          onFocus={title.onFocus}
          onBlur={() => save('title', title)}
        />
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
          value={notes.text}
          maxLength={PLAN_LIMITS.notes}
          aria-invalid={notes.error ? true : undefined}
          onChange={(event) => notes.change(event.target.value)}
          onFocus={notes.onFocus}
          onBlur={() => save('notes', notes)}
        />
        {notes.error ? (
          <p className={styles.fieldError} role="alert">
            {notes.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
