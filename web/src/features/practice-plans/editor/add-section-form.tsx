import { PLAN_LIMITS } from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { usePlanEditor } from './editor-context';
import styles from './editor.module.css';

/** A new section at the end of the plan (AddSection). */
export function AddSectionForm() {
  const { commands } = usePlanEditor();
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '') return setProblem('Name the section.');
    const ok = await commands.send(
      { type: 'AddSection', section: { id: crypto.randomUUID(), name: value } },
      'section:add',
      { onInvalid: setProblem },
    );
    if (ok) setName('');
  };

  return (
    <form
      className={styles.addSection}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Add a section"
    >
      <div className={styles.addSectionField}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          New section
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          maxLength={PLAN_LIMITS.sectionName}
          placeholder="e.g. Conditioning"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={`${id}-problem`} className={styles.fieldError}>
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={commands.isPending('section:add')}>
        {commands.isPending('section:add') ? 'Adding…' : 'Add section'}
      </button>
    </form>
  );
}
