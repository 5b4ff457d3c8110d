import { BULK_COLUMNS, parseEditedDrillRow, type BulkField } from '@sideline/domain';
import { useId, useMemo, useRef, useEffect, useState } from 'react';
import type { UploadChoices } from './bulk-upload-api';
import styles from './bulk-upload.module.css';
import { editableRaw, type PreviewRow } from './preview-state';

interface RowEditorProps {
  row: PreviewRow;
  choices: UploadChoices;
  onSave: (raw: Record<BulkField, string>) => void;
  onCancel: () => void;
}

const LONG_FIELDS = new Set<BulkField>(['detailedDescription', 'diagrams']);

/**
 * Edits one row's cells as text, checked as you type by the same parser and schema the server used;
 * "Save row" puts it back in the preview (still marked invalid if problems remain).
 */
export function RowEditor({ row, choices, onSave, onCancel }: RowEditorProps) {
  const ids = useId();
  const [raw, setRaw] = useState(() => editableRaw(row));
  const checked = useMemo(() => parseEditedDrillRow(row.row, raw, choices), [row.row, raw, choices]);
  const problemCount = Object.keys(checked.errors).length;
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  return (
    <form
      className={styles.editor}
      aria-label={`Edit row ${row.row}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(raw);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {BULK_COLUMNS.map((column, index) => {
        const id = `${ids}-${column.field}`;
        const errors = checked.errors[column.field] ?? [];
        const common = {
          id,
          className: styles.input,
          value: raw[column.field],
          'aria-invalid': errors.length > 0 || undefined,
          'aria-describedby': errors.length > 0 ? `${id}-error` : undefined,
        };
        const set = (value: string) => setRaw((current) => ({ ...current, [column.field]: value }));
        return (
          <div
            key={column.field}
            className={[styles.field, LONG_FIELDS.has(column.field) ? styles.editorWide : ''].join(' ')}
          >
            <label className={styles.label} htmlFor={id}>
              {column.header}
            </label>
            {LONG_FIELDS.has(column.field) ? (
              <textarea {...common} rows={3} onChange={(event) => set(event.target.value)} />
            ) : (
              <input
                {...common}
                ref={index === 0 ? firstField : undefined}
                onChange={(event) => set(event.target.value)}
              />
            )}
            {errors.length > 0 ? (
              <span id={`${id}-error`} className={styles.cellError}>
                {errors.join(' ')}
              </span>
            ) : null}
          </div>
        );
      })}
      <p className={[styles.muted, styles.editorWide].join(' ')} aria-live="polite">
        {problemCount === 0
          ? 'This row is ready to import.'
          : `${problemCount} field${problemCount === 1 ? '' : 's'} still need${problemCount === 1 ? 's' : ''} attention.`}
      </p>
      <div className={styles.editorActions}>
        <button type="submit" className="button button--primary">
          Save row
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
