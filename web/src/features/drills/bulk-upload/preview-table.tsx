import { SPORT_PACKS, type BulkField, type SportId } from '@sideline/domain';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './bulk-upload.module.css';
import { RowEditor } from './row-editor';
import {
  ROW_FILTERS,
  countRows,
  filterRows,
  isValidRow,
  type PreviewRow,
  type PreviewState,
  type RowFilter,
} from './preview-state';

/** Rows per page: the table never renders more, so a 5,000-row file stays quick to scroll and edit. */
export const PREVIEW_PAGE_SIZE = 50;

const FILTER_LABELS: Record<RowFilter, string> = {
  all: 'All',
  valid: 'Valid',
  invalid: 'Invalid',
  duplicates: 'Duplicates',
};

interface Column {
  title: string;
  fields: BulkField[];
  text(row: PreviewRow, defaultSport: SportId): string;
}

const raw = (row: PreviewRow, field: BulkField) => row.raw[field]?.trim() ?? '';
const range = (min: string, max: string, open: string) =>
  max === '' ? (min === '' ? '' : `${min}${open}`) : `${min}–${max}`;

/** Table columns, each showing the cells of some fields and the errors of those fields next to them. */
const COLUMNS: Column[] = [
  { title: 'Sport', fields: ['sport'], text: (row, sport) => raw(row, 'sport') || SPORT_PACKS[sport].name },
  { title: 'Drill types', fields: ['drillTypes'], text: (row) => raw(row, 'drillTypes') },
  { title: 'Skill levels', fields: ['skillLevels'], text: (row) => raw(row, 'skillLevels') },
  { title: 'Complexity', fields: ['complexity'], text: (row) => raw(row, 'complexity') },
  {
    title: 'Minutes',
    fields: ['lengthMin', 'lengthMax'],
    text: (row) => range(raw(row, 'lengthMin'), raw(row, 'lengthMax'), ''),
  },
  {
    title: 'Players',
    fields: ['playersMin', 'playersMax'],
    text: (row) => range(raw(row, 'playersMin'), raw(row, 'playersMax'), '+'),
  },
  { title: 'Skills', fields: ['skills'], text: (row) => raw(row, 'skills') },
  { title: 'Positions', fields: ['positions'], text: (row) => raw(row, 'positions') },
  {
    title: 'Video, diagrams',
    fields: ['videoUrl', 'diagrams'],
    text: (row) => [raw(row, 'videoUrl'), raw(row, 'diagrams') ? 'diagrams' : ''].filter(Boolean).join(', '),
  },
];
const SHOWN_ELSEWHERE = new Set<string>(COLUMNS.flatMap((column) => column.fields));

const errorsOf = (row: PreviewRow, fields: readonly string[]) => fields.flatMap((field) => row.errors[field] ?? []);
/** Name, descriptions and anything without a column of its own are reported under the name. */
const nameErrors = (row: PreviewRow) =>
  errorsOf(
    row,
    Object.keys(row.errors).filter((field) => !SHOWN_ELSEWHERE.has(field)),
  );

function CellErrors({ messages }: { messages: string[] }) {
  return messages.length > 0 ? <span className={styles.cellError}>{messages.join(' ')}</span> : null;
}

function RowStatus({ row }: { row: PreviewRow }) {
  const problems = Object.keys(row.errors).length;
  return (
    <>
      {problems === 0 ? (
        <span className={[styles.badge, styles.badgeValid].join(' ')}>Valid</span>
      ) : (
        <span className={[styles.badge, styles.badgeInvalid].join(' ')}>
          {problems === 1 ? '1 problem' : `${problems} problems`}
        </span>
      )}
      {row.edited ? <span className={[styles.badge, styles.badgeValid].join(' ')}>Edited</span> : null}
      {row.duplicateInFileRow !== null ? (
        <span className={[styles.badge, styles.badgeDuplicate].join(' ')}>
          Same name as row {row.duplicateInFileRow}
        </span>
      ) : null}
      {row.duplicateOfExisting ? (
        <span className={[styles.badge, styles.badgeDuplicate].join(' ')}>
          Already in the library:{' '}
          <Link to={`/drills/${row.duplicateOfExisting.id}`}>{row.duplicateOfExisting.name}</Link>
        </span>
      ) : null}
    </>
  );
}

interface PreviewTableProps {
  state: PreviewState;
  onSaveRow: (row: number, raw: Record<BulkField, string>) => void;
  onDropRow: (row: number) => void;
  onRestoreDropped: () => void;
}

/** Step 3: the file's rows with a filter, errors next to the cells, and inline edit or remove per row. */
export function PreviewTable({ state, onSaveRow, onDropRow, onRestoreDropped }: PreviewTableProps) {
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  // Where keyboard focus goes when the editor closes or a row disappears, so it is never lost to the page top.
  const [focusAfter, setFocusAfter] = useState<{ row: number } | 'table' | null>(null);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const target =
      focusAfter === 'table'
        ? region.current
        : region.current?.querySelector<HTMLElement>(`[data-edit-row="${focusAfter.row}"]`);
    // A saved row may have left the current filter: the table itself takes focus then.
    (target ?? region.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const counts = useMemo(() => countRows(state.rows), [state.rows]);
  const visible = useMemo(() => filterRows(state.rows, filter), [state.rows, filter]);
  const pageCount = Math.max(1, Math.ceil(visible.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const first = (current - 1) * PREVIEW_PAGE_SIZE;
  const shown = visible.slice(first, first + PREVIEW_PAGE_SIZE);
  const columnCount = COLUMNS.length + 3;

  return (
    <div>
      <ul className={styles.filters} aria-label="Show rows">
        {ROW_FILTERS.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={styles.filterButton}
              aria-pressed={filter === name}
              onClick={() => {
                setFilter(name);
                setPage(1);
              }}
            >
              {FILTER_LABELS[name]} ({counts[name].toLocaleString('en')})
            </button>
          </li>
        ))}
      </ul>
      {state.dropped.length > 0 ? (
        <p className={styles.muted}>
          {state.dropped.length === 1 ? '1 row removed. ' : `${state.dropped.length} rows removed. `}
          <button type="button" className="button button--ghost" onClick={onRestoreDropped}>
            Put removed rows back
          </button>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.muted}>No rows to show here.</p>
      ) : (
        <div ref={region} className={styles.tableWrap} role="region" aria-label="Rows of the file" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              Rows {first + 1}–{first + shown.length} of {visible.length} ({FILTER_LABELS[filter].toLowerCase()}) in{' '}
              {state.fileName}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
                <th scope="col">Name</th>
                {COLUMNS.map((column) => (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <Fragment key={row.row}>
                  <tr className={isValidRow(row) ? undefined : styles.rowInvalid} data-row={row.row}>
                    <th scope="row" className={styles.rowHeader}>
                      {row.row}
                      <br />
                      <RowStatus row={row} />
                    </th>
                    <td className={styles.actionsCell}>
                      <div className={styles.rowActions}>
                        <button
                          type="button"
                          className={['button button--secondary', styles.smallButton].join(' ')}
                          aria-expanded={editing === row.row}
                          aria-label={`Edit row ${row.row}`}
                          data-edit-row={row.row}
                          onClick={() => setEditing(editing === row.row ? null : row.row)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={['button button--ghost', styles.smallButton].join(' ')}
                          aria-label={`Remove row ${row.row}`}
                          onClick={() => {
                            if (editing === row.row) setEditing(null);
                            onDropRow(row.row);
                            setFocusAfter('table');
                          }}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                    <td className={styles.nameCell} data-label="Name">
                      <strong className={styles.cellText}>{raw(row, 'name') || '(no name)'}</strong>
                      <span className={[styles.cellText, styles.muted].join(' ')}>{raw(row, 'briefDescription')}</span>
                      <CellErrors messages={nameErrors(row)} />
                    </td>
                    {COLUMNS.map((column) => (
                      <td key={column.title} data-label={column.title}>
                        <span className={styles.cellText}>{column.text(row, state.choices.sport)}</span>
                        <CellErrors messages={errorsOf(row, column.fields)} />
                      </td>
                    ))}
                  </tr>
                  {editing === row.row ? (
                    <tr className={styles.editorRow}>
                      <td colSpan={columnCount}>
                        <RowEditor
                          row={row}
                          choices={state.choices}
                          onCancel={() => {
                            setEditing(null);
                            setFocusAfter({ row: row.row });
                          }}
                          onSave={(next) => {
                            onSaveRow(row.row, next);
                            setEditing(null);
                            setFocusAfter({ row: row.row });
                          }}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Preview pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            ‹ Previous rows
          </button>
          <span aria-live="polite">
            Page {current} of {pageCount}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={current === pageCount}
            onClick={() => setPage(current + 1)}
          >
            Next rows ›
          </button>
        </nav>
      ) : null}
    </div>
  );
}
