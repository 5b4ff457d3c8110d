import { can, type Actor, type UserComment } from '@sideline/domain';
import type { CommentRow } from '@sideline/projections';

/** A comment as the viewer sees it, with what the policy lets them do to it: the one view of a comment. */
export function commentView(actor: Actor, row: Omit<CommentRow, 'target' | 'deleted'>): UserComment {
  const { id, authorId, authorName, body, createdAt, editedAt } = row;
  return {
    id,
    authorId,
    authorName,
    body,
    createdAt,
    editedAt,
    can: {
      edit: can(actor, { action: 'comment.edit', authorId }),
      delete: can(actor, { action: 'comment.delete', authorId }),
    },
  };
}
