import { PLAN_LIMITS, sectionGoalsSchema, type Section } from '@sideline/domain';
import { useId } from 'react';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveField } from '../../../ui/live-field/use-live-field';
import styles from './board.module.css';
import { usePlanEditor } from './editor-context';

const goalsOf = (text: string) =>
  text
    .split('\n')
    .map((goal) => goal.trim())
    .filter((goal) => goal !== '');
/** Goals are a list: blank lines and spaces around a goal are not a change. */
const sameGoals = (a: string, b: string) => goalsOf(a).join('\n') === goalsOf(b).join('\n');

/**
 * A section's goals (one per line) and notes, each saved when it loses focus (SetSectionDetails), only when changed
 * here.
 */
export function SectionDetails({ section }: { section: Section }) {
  const { commands, coEditor } = usePlanEditor();
  const id = useId();
  const goals = useLiveField(section.goals.join('\n'), { same: sameGoals, author: coEditor });
  const notes = useLiveField(section.notes, { author: coEditor });

  const sendGoals = (typed: string) => {
    const checked = sectionGoalsSchema.safeParse(goalsOf(typed));
    if (!checked.success) return goals.setError(checked.error.issues[0]?.message ?? 'Check the goals.');
    void commands.send(
      { type: 'SetSectionDetails', sectionId: section.id, goals: checked.data },
      `section:${section.id}:goals`,
      {
        onInvalid: goals.setError,
        onDone: () => goals.saved(checked.data.join('\n')),
      },
    );
  };
  const sendNotes = (typed: string) => {
    const value = typed.trim();
    void commands.send(
      { type: 'SetSectionDetails', sectionId: section.id, notes: value },
      `section:${section.id}:notes`,
      { onInvalid: notes.setError, onDone: () => notes.saved(value) },
    );
  };
  const saveGoals = () => {
    const typed = goals.toSend();
    if (typed !== null) sendGoals(typed);
  };
  const saveNotes = () => {
    const typed = notes.toSend();
    if (typed !== null) sendNotes(typed);
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
          value={goals.value}
          aria-invalid={goals.error ? true : undefined}
          {...updatedMark(goals.updated)}
          onChange={(event) => goals.edit(event.target.value)}
          onBlur={saveGoals}
        />
        {goals.incoming ? (
          <LiveFieldConflict
            incoming={{ ...goals.incoming, value: goalsOf(goals.incoming.value).join(' · ') }}
            onUseTheirs={goals.useTheirs}
            onKeepMine={() => sendGoals(goals.keepMine())}
            what={`the goals of ${section.name}`}
          />
        ) : null}
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
          value={notes.value}
          aria-invalid={notes.error ? true : undefined}
          {...updatedMark(notes.updated)}
          onChange={(event) => notes.edit(event.target.value)}
          onBlur={saveNotes}
        />
        {notes.incoming ? (
          <LiveFieldConflict
            incoming={notes.incoming}
            onUseTheirs={notes.useTheirs}
            onKeepMine={() => sendNotes(notes.keepMine())}
            what={`the notes on ${section.name}`}
          />
        ) : null}
        {notes.error ? <p className={styles.fieldError}>{notes.error}</p> : null}
      </div>
    </div>
  );
}
