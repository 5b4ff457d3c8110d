import { COMMENT_STREAM_TYPE, can, commentDecider, commentStreamId, type Actor, type CommentTarget, type EventMetadata } from '@sideline/domain';
import { findComment, type CommentRow } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ApiDeps } from '../api-deps';

/** A comment in a response, on any target (drill, formation, plan). */
export const commentSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});

/** A comment as the viewer sees it, with what the policy lets them do to it. */
export function commentView(actor: Actor, row: CommentRow): z.output<typeof commentSchema> {
  const { id, authorId, authorName, body, createdAt, editedAt } = row;
  return {
    id, authorId, authorName, body, createdAt, editedAt,
    canEdit: can(actor, { action: 'comment.edit', authorId }),
    canDelete: can(actor, { action: 'comment.delete', authorId }),
  };
}

/** Posts a comment on a target the caller has checked the actor may engage with; answers it as the read model has it. */
export async function postComment(deps: ApiDeps, authorId: string, target: CommentTarget, body: string, metadata: EventMetadata): Promise<CommentRow> {
  const commentId = randomUUID();
  await deps.commands.handle(
    { streamId: commentStreamId(commentId), streamType: COMMENT_STREAM_TYPE, decider: commentDecider },
    { type: 'PostComment', data: { commentId, target, authorId, body } },
    metadata,
  );
  const posted = await findComment(deps.db, commentId);
  if (!posted) throw new Error(`comment ${commentId} is not in the read model after its command`);
  return posted;
}
