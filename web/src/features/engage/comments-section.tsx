import { COMMENT_MAX_LENGTH } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { loginPath } from '../../session/safe-next';
import { CommentItem } from './comment-item';
import { commentProblem } from './comment-problem';
import { commentsQuery, postComment } from './comments-api';
import styles from './engage.module.css';

interface CommentsSectionProps {
  /** the API path of what is discussed: `/api/drills/<id>`, `/api/formations/<id>` */
  subjectPath: string;
  /** where the comments are cached (the page invalidates it when the server says they changed) */
  queryKey: QueryKey;
  canComment: boolean;
  signedIn: boolean;
}

/** The comments on a drill, formation or plan, oldest first, with a form to add one. */
export function CommentsSection({ subjectPath, queryKey, canComment, signedIn }: CommentsSectionProps) {
  const comments = useQuery(commentsQuery(subjectPath, queryKey));
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const post = useMutation({
    mutationFn: (text: string) => postComment(subjectPath, text),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      const fieldMessage = isApiError(error) ? error.fieldErrors.body?.join(' ') : undefined;
      if (fieldMessage) setProblem(fieldMessage);
      else toast.error(`Your comment was not posted. ${friendlyMessage(error)}`);
    },
    meta: { handledStatuses: [400, 401, 403, 404, 429] },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = commentProblem(body);
    setProblem(found);
    if (!found) post.mutate(body.trim());
  };

  const items = comments.data ?? [];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.panelTitle}>
        Comments{items.length > 0 ? ` (${items.length})` : ''}
      </h2>
      {comments.isPending ? <p role="status">Loading comments…</p> : null}
      {comments.isError ? <p className={styles.inlineError}>{friendlyMessage(comments.error)}</p> : null}
      {comments.isSuccess && items.length === 0 ? <p className={styles.muted}>No comments yet.</p> : null}
      {items.length > 0 ? (
        <ol className={styles.comments}>
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} queryKey={queryKey} />
          ))}
        </ol>
      ) : null}
      {canComment ? (
        <form className={styles.commentForm} onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-body`} className={styles.label}>
            Add a comment
          </label>
          <textarea
            id={`${id}-body`}
            className={styles.textarea}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={body}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setBody(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          {problem ? (
            <p id={`${id}-problem`} className={styles.fieldError}>
              {problem}
            </p>
          ) : null}
          <div>
            <button type="submit" className="button button--primary" disabled={post.isPending}>
              {post.isPending ? 'Posting…' : 'Post comment'}
            </button>
          </div>
        </form>
      ) : !signedIn ? (
        <p>
          <Link to={loginPath(pathname)}>Sign in</Link> to join the conversation.
        </p>
      ) : null}
    </section>
  );
}
