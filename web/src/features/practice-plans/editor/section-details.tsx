import { PLAN_LIMITS, sectionGoalsSchema, type Section } from '@sideline/domain';
import { useId } from 'react';
import styles from './board.module.css';
import { usePlanEditor } from './editor-context';
import { useFieldDraft } from './use-field-draft';

const goalsOf = (text: string) =>
  text
    .split('\n')
    .map((goal) => goal.trim())
    .filter((goal) => goal !== '');

/** A section's goals (one per line) and notes, saved when each field loses focus (SetSectionDetails). */
export function SectionDetails({ section }: { section: Section }) {
  const { commands } = usePlanEditor();
  const id = useId();
  const goals = useFieldDraft(section.goals.join('\n'));
  const notes = useFieldDraft(section.notes);

  const saveGoals = () => {
    goals.onBlur();
    const list = goalsOf(goals.text);
    if (list.join('\n') === section.goals.join('\n')) return;
    const checked = sectionGoalsSchema.safeParse(list);
    if (!checked.success) return goals.setError(checked.error.issues[0]?.message ?? 'Check the goals.');
    void commands.send(
      { type: 'SetSectionDetails', sectionId: section.id, goals: checked.data },
      `section:${section.id}:goals`,
      { onInvalid: goals.setError },
    );
  };
  const saveNotes = () => {
    notes.onBlur();
    if (notes.text.trim() === section.notes) return;
    void commands.send(
      { type: 'SetSectionDetails', sectionId: section.id, notes: notes.text.trim() },
      `section:${section.id}:notes`,
      { onInvalid: notes.setError },
    );
  };

  return (
    <div className={styles.sectionDetails}>
      <div className={styles.detailField}>
        <label htmlFor={`${id}-goals`} className={styles.detailLabel}>
          Goals of {section.name}{' '}
          <span className={styles.muted}>(one per line, up to {PLAN_LIMITS.goalsPerSection})</span>
        </label>
        <textarea
          id={`${id}-goals`}
          className={styles.textArea}
          rows={3}
          value={goals.text}
          aria-invalid={goals.error ? true : undefined}
          onChange={(event) => goals.change(event.target.value)}
          onFocus={goals.onFocus}
          onBlur={saveGoals}
        />
        {goals.error ? <p className={styles.fieldError}>{goals.error}</p> : null}
      </div>
      <div className={styles.detailField}>
        <label htmlFor={`${id}-notes`} className={styles.detailLabel}>
          Notes on {section.name}
        </label>
        <textarea
          id={`${id}-notes`}
          className={styles.textArea}
          rows={3}
          maxLength={PLAN_LIMITS.notes}
          value={notes.text}
          aria-invalid={notes.error ? true : undefined}
          onChange={(event) => notes.change(event.target.value)}
          onFocus={notes.onFocus}
          onBlur={saveNotes}
        />
        {notes.error ? <p className={styles.fieldError}>{notes.error}</p> : null}
      </div>
    </div>
  );
}
