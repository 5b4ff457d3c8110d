import { boardNameSchema } from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { boardKeys, renameBoard, type Board } from './board-api';
import styles from './whiteboard.module.css';

/** The board's name; those who may edit click it to rename (same rule as the API: the shared schema). */
export function BoardName({ board }: { board: Board }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(board.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (name: string) => renameBoard(board.id, name),
    onSuccess: (updated) => {
      queryClient.setQueryData(boardKeys.detail(board.id), updated);
      void queryClient.invalidateQueries({ queryKey: ['boards', 'list'] });
      setEditing(false);
    },
    onError: (failure) =>
      setError((isApiError(failure) ? failure.fieldErrors.name?.[0] : undefined) ?? friendlyMessage(failure)),
  });

  if (!board.can.edit || !editing) {
    return (
      <h1 className={styles.boardName}>
        {board.can.edit ? (
          <button
            type="button"
            className={styles.nameButton}
            onClick={() => (setDraft(board.name), setError(null), setEditing(true))}
            title="Rename"
          >
            {board.name}
            <span className="visually-hidden"> (rename)</span>
          </button>
        ) : (
          board.name
        )}
      </h1>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = boardNameSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Give the board a name.');
    if (parsed.data === board.name) return setEditing(false);
    rename.mutate(parsed.data);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-name`} className="visually-hidden">
        Board name
      </label>
      <input
        id={`${ids}-name`}
        className={styles.renameInput}
        value={draft}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
      />
      <button type="submit" className="button button--primary" disabled={rename.isPending}>
        Save
      </button>
      <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
        Cancel
      </button>
      {error ? (
        <p id={`${ids}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
