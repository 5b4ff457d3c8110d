import styles from './entity-view.module.css';

interface ConfirmDeleteProps {
  /** "drill", "formation", "plan" */
  noun: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second step of deleting from a detail page: it can be restored afterwards, so one confirmation is enough. */
export function ConfirmDelete({ noun, pending, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <div className={styles.confirm} role="group" aria-label={`Confirm deleting the ${noun}`}>
      <span>Delete this {noun}? You can restore it afterwards.</span>
      <button type="button" className="button button--primary" onClick={onConfirm} disabled={pending} autoFocus>
        {pending ? 'Deleting…' : `Delete ${noun}`}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Keep it
      </button>
    </div>
  );
}
