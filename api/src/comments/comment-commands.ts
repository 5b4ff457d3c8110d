import { Inject, Injectable } from '@nestjs/common';
import {
  COMMENT_STREAM_TYPE,
  authorize,
  commentDecider,
  commentStreamId,
  notFound,
  type Actor,
  type UserComment,
  type CommentCommand,
  type CommentEvent,
  type CommentState,
  type CommentTarget,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { displayNamesOf, findComment, listComments } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget } from '../commands/command-handler';
import { commentView } from './comment-view';

const commentNotFound = () => notFound('COMMENT.NOT_FOUND', 'There is no such comment.');
const commentTarget = (commentId: string): CommandTarget<CommentCommand, CommentEvent, CommentState> => ({
  streamId: commentStreamId(commentId),
  streamType: COMMENT_STREAM_TYPE,
  decider: commentDecider,
});

/** A live comment of this stream, or 404 (deleted ones are gone for everyone). */
function liveComment(state: CommentState): Exclude<CommentState, { status: 'none' }> {
  if (state.status !== 'posted') throw commentNotFound();
  return state;
}

/**
 * Comments on drills, formations and plans: plain text, oldest first. The target's controller asks the policy about
 * the target (read to list, engage to post); who may edit or delete a comment is asked about the comment's own stream.
 */
@Injectable()
export class CommentCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  async list(actor: Actor, target: CommentTarget): Promise<UserComment[]> {
    return (await listComments(this.db, target)).map((row) => commentView(actor, row));
  }

  async post(
    actor: NonNullable<Actor>,
    target: CommentTarget,
    body: string,
    ctx: CommandContext,
  ): Promise<UserComment> {
    const commentId = ctx.newId('comment');
    await this.handler.handle(
      commentTarget(commentId),
      { type: 'PostComment', data: { commentId, target, authorId: actor.userId, body } },
      ctx,
    );
    return commentView(actor, {
      id: commentId,
      authorId: actor.userId,
      authorName: await this.nameOf(actor.userId),
      body,
      createdAt: ctx.metadata.at,
      editedAt: null,
    });
  }

  async edit(actor: Actor, commentId: string, body: string, ctx: CommandContext): Promise<UserComment> {
    const decided = await this.handler.handle(commentTarget(commentId), { type: 'EditComment', data: { body } }, ctx, {
      authorize: (state) => authorize(actor, { action: 'comment.edit', authorId: liveComment(state).authorId }),
    });
    const state = liveComment(decided.state);
    const stored = await findComment(this.db, commentId);
    const editedAt = decided.events.length > 0 ? ctx.metadata.at : (stored?.editedAt ?? null);
    return commentView(actor, {
      id: commentId,
      authorId: state.authorId,
      authorName: await this.nameOf(state.authorId),
      body: state.body,
      createdAt: stored?.createdAt ?? ctx.metadata.at,
      editedAt,
    });
  }

  async delete(actor: Actor, commentId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(
      commentTarget(commentId),
      (state): CommentCommand => ({
        type: 'DeleteComment',
        data: { byModerator: liveComment(state).authorId !== actor?.userId },
      }),
      ctx,
      {
        authorize: (state) => authorize(actor, { action: 'comment.delete', authorId: liveComment(state).authorId }),
      },
    );
  }

  private async nameOf(userId: string): Promise<string> {
    return (await displayNamesOf(this.db, [userId])).get(userId) ?? 'Unknown user';
  }
}
