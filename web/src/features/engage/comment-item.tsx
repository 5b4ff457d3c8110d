import { COMMENT_MAX_LENGTH } from '@sideline/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { commentProblem } from './comment-problem';
import { deleteComment, editComment } from './comments-api';
import type { UserComment } from '@sideline/domain';
import styles from './engage.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

/** One comment: its author may edit it in place; its author (or a site admin) may delete it, after a confirm. */
export function CommentItem({ comment, queryKey }: { comment: UserComment; queryKey: QueryKey }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm-delete'>('read');
  const [draft, setDraft] = useState(comment.body);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: (body: string) => editComment(comment.id, body),
    onSuccess: () => {
      setMode('read');
      void refresh();
    },
    onError: (error) => toast.error(`Your change was not saved. ${friendlyMessage(error)}`),
    meta: { handledStatuses: [400, 403, 404, 409] },
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: () => {
      toast.success('Comment deleted.');
      void refresh();
    },
    onError: (error) => {
      setMode('read');
      toast.error(`The comment was not deleted. ${friendlyMessage(error)}`);
    },
    meta: { handledStatuses: [403, 404, 409] },
  });

  return (
    <li className={styles.comment} aria-labelledby={`${id}-author`}>
      <div className={styles.commentHead}>
        <span id={`${id}-author`} className={styles.commentAuthor}>
          {comment.authorName}
        </span>
        <span className={styles.meta}>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt ? ' · edited' : ''}
        </span>
      </div>
      {mode === 'edit' ? (
        <form
          className={styles.commentForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = commentProblem(draft);
            setProblem(found);
            if (!found) save.mutate(draft.trim());
          }}
        >
          <label htmlFor={`${id}-edit`} className="visually-hidden">
            Edit your comment
          </label>
          <textarea
            id={`${id}-edit`}
            className={styles.textarea}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={draft}
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          {problem ? (
            <p id={`${id}-problem`} className={styles.fieldError}>
              {problem}
            </p>
          ) : null}
          <div className={styles.commentActions}>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save comment'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setDraft(comment.body);
                setProblem(null);
                setMode('read');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.commentBody}>{comment.body}</p>
      )}
      {mode === 'read' && (comment.can.edit || comment.can.delete) ? (
        <div className={styles.commentActions}>
          {comment.can.edit ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setDraft(comment.body);
                setMode('edit');
              }}
            >
              Edit<span className="visually-hidden"> your comment</span>
            </button>
          ) : null}
          {comment.can.delete ? (
            <button type="button" className={styles.textButton} onClick={() => setMode('confirm-delete')}>
              Delete<span className="visually-hidden"> comment by {comment.authorName}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div className={styles.confirm} role="group" aria-label="Confirm deleting the comment">
          <span>Delete this comment?</span>
          <button
            type="button"
            className="button button--primary"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            autoFocus
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('read')}>
            Keep it
          </button>
        </div>
      ) : null}
    </li>
  );
}
