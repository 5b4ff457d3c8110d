import { DRILL_LIMITS, type Diagram, type SportId } from '@sideline/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import styles from './canvas.module.css';
import { courtTemplatesOf } from './court-template';
import { DiagramEditor } from './diagram-editor';
import { canAddDiagram, moveDiagram, newDiagram, replaceDiagram } from './diagram-list';

export interface DiagramsFieldProps {
  sport: SportId;
  value: Diagram[];
  onChange: (next: Diagram[]) => void;
  /** a message about the whole list */
  error?: string;
  /** messages per diagram, by index */
  itemErrors?: Readonly<Record<number, string | undefined>>;
}

/** A list of diagrams: add one from a court template of the sport, title it, draw on it, reorder, remove. */
export function DiagramsField({ sport, value, onChange, error, itemErrors = {} }: DiagramsFieldProps) {
  const templates = courtTemplatesOf(sport);
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const chosenTemplate = templates.some((template) => template.id === templateId)
    ? templateId
    : (templates[0]?.id ?? '');
  const ids = useId();
  const canAdd = canAddDiagram(value);

  const remove = (index: number) => {
    const removed = value[index];
    if (!removed) return;
    const before = value;
    onChange(value.filter((_, i) => i !== index));
    toast(`Removed ${removed.title || `diagram ${index + 1}`}.`, {
      action: { label: 'Undo', onClick: () => onChange(before) },
    });
  };

  return (
    <fieldset className={styles.field} aria-describedby={`${ids}-hint ${ids}-error`}>
      <legend className={styles.fieldLegend}>Diagrams</legend>
      <p id={`${ids}-hint`} className={styles.fieldHint}>
        Up to {DRILL_LIMITS.diagrams}. Each starts from a court; drop players and equipment with the palette, then draw
        runs and passes with the canvas tools.
      </p>
      {value.length === 0 ? <p className={styles.fieldEmpty}>No diagrams yet.</p> : null}
      <ol className={styles.diagramList}>
        {value.map((diagram, index) => {
          const number = index + 1;
          const titleId = `${ids}-title-${diagram.id}`;
          const itemError = itemErrors[index];
          return (
            <li key={diagram.id} className={styles.diagramCard} aria-label={`Diagram ${number}`}>
              <div className={styles.diagramHeader}>
                <div className={styles.diagramTitleField}>
                  <label htmlFor={titleId} className={styles.diagramTitleLabel}>
                    Diagram {number} title
                  </label>
                  <input
                    id={titleId}
                    className={styles.diagramTitleInput}
                    value={diagram.title}
                    maxLength={80}
                    aria-invalid={itemError ? true : undefined}
                    aria-describedby={itemError ? `${titleId}-error` : undefined}
                    onChange={(event) => onChange(replaceDiagram(value, { ...diagram, title: event.target.value }))}
                  />
                </div>
                <div className={styles.diagramActions}>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onChange(moveDiagram(value, index, -1))}
                    disabled={index === 0}
                    aria-label={`Move diagram ${number} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onChange(moveDiagram(value, index, 1))}
                    disabled={index === value.length - 1}
                    aria-label={`Move diagram ${number} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => remove(index)}
                    aria-label={`Remove diagram ${number}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
              {itemError ? (
                <p id={`${titleId}-error`} className={styles.fieldError}>
                  {itemError}
                </p>
              ) : null}
              <DiagramEditor
                key={`${diagram.id}-${sport}`}
                sport={sport}
                value={diagram}
                onChange={(next) => onChange(replaceDiagram(value, next))}
                label={`Diagram ${number}${diagram.title ? `: ${diagram.title}` : ''} canvas`}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.addRow}>
        <label htmlFor={`${ids}-template`} className={styles.addLabel}>
          Court
        </label>
        <select
          id={`${ids}-template`}
          className={styles.addSelect}
          value={chosenTemplate}
          onChange={(event) => setTemplateId(event.target.value)}
          disabled={!canAdd}
        >
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...value, newDiagram(chosenTemplate)])}
          disabled={!canAdd || !chosenTemplate}
        >
          Add diagram
        </button>
        {!canAdd ? <span className={styles.fieldHint}>That is the most a drill can hold.</span> : null}
      </div>
      <p id={`${ids}-error`} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
