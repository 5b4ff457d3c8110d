import type { FieldDiffResponse } from '@sideline/domain';
import styles from './entity-history.module.css';

const shown = (value: string | number | boolean | null) =>
  value === null || value === '' ? '—' : value === true ? 'yes' : value === false ? 'no' : String(value);

function ListChanges({ diff }: { diff: Extract<FieldDiffResponse, { kind: 'list' }> }) {
  return (
    <ul className={styles.listChanges}>
      {diff.added.map((label, i) => (
        <li key={`a${i}`} className={styles.added}>
          <span className={styles.tag}>added</span> {label}
        </li>
      ))}
      {diff.removed.map((label, i) => (
        <li key={`r${i}`} className={styles.removed}>
          <span className={styles.tag}>removed</span> {label}
        </li>
      ))}
      {diff.changed.map((change, i) => (
        <li key={`c${i}`}>
          <span className={styles.tag}>changed</span> <del>{change.from}</del> → <ins>{change.to}</ins>
        </li>
      ))}
      {diff.moved.map((label, i) => (
        <li key={`m${i}`}>
          <span className={styles.tag}>moved</span> {label}
        </li>
      ))}
    </ul>
  );
}

/** The difference between two versions, field by field: values before → after, text as text, lists as what changed. */
export function FieldDiffTable({ changes }: { changes: readonly FieldDiffResponse[] }) {
  if (changes.length === 0) return <p>These two versions read the same.</p>;
  return (
    <table className={styles.diff}>
      <caption className="visually-hidden">Differences</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((diff) => (
          <tr key={diff.field}>
            <th scope="row">{diff.label}</th>
            <td>
              {diff.kind === 'list' ? (
                <ListChanges diff={diff} />
              ) : (
                <div className={diff.kind === 'text' ? styles.textChange : styles.valueChange}>
                  <del className={styles.before}>{diff.kind === 'text' ? diff.from || '—' : shown(diff.from)}</del>
                  <span aria-hidden="true"> → </span>
                  <ins className={styles.after}>{diff.kind === 'text' ? diff.to || '—' : shown(diff.to)}</ins>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
