import { z } from 'zod';
import { conflict, notFound } from '../shared/errors';
import { assertNever, type Decider, type DomainCommand, type DomainEvent } from '../shared/events';
import type { VoteTarget } from '../vote/vote';

export const COMMENT_MAX_LENGTH = 4_000;
export const commentInputSchema = z.object({
  body: z
    .string({ error: 'Write a comment.' })
    .trim()
    .min(1, 'Write a comment.')
    .max(COMMENT_MAX_LENGTH, `Keep comments under ${COMMENT_MAX_LENGTH} characters.`),
});

export type CommentTarget = VoteTarget;
export const commentStreamId = (commentId: string) => `comment-${commentId}`;
export const COMMENT_STREAM_TYPE = 'comment';

export type CommentPosted = DomainEvent<
  'CommentPosted',
  { commentId: string; target: CommentTarget; authorId: string; body: string }
>;
export type CommentEdited = DomainEvent<'CommentEdited', { commentId: string; body: string }>;
export type CommentDeleted = DomainEvent<'CommentDeleted', { commentId: string; byModerator: boolean }>;
export type CommentEvent = CommentPosted | CommentEdited | CommentDeleted;
export const COMMENT_EVENT_TYPES = [
  'CommentPosted',
  'CommentEdited',
  'CommentDeleted',
] as const satisfies readonly CommentEvent['type'][];

export type PostComment = DomainCommand<
  'PostComment',
  { commentId: string; target: CommentTarget; authorId: string; body: string }
>;
/** Who may edit or delete is the policy's to say (`comment.edit`, `comment.delete`), asked before deciding. */
export type EditComment = DomainCommand<'EditComment', { body: string }>;
/** `byModerator`: someone other than the author deleted it (a site admin moderating) */
export type DeleteComment = DomainCommand<'DeleteComment', { byModerator: boolean }>;
export type CommentCommand = PostComment | EditComment | DeleteComment;

export type CommentState =
  | { status: 'none' }
  | { status: 'posted' | 'deleted'; commentId: string; authorId: string; target: CommentTarget; body: string };

export const commentDecider: Decider<CommentCommand, CommentEvent, CommentState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'PostComment') {
      if (state.status !== 'none') throw conflict('COMMENT.ALREADY_EXISTS', 'This comment was already posted.');
      return [{ type: 'CommentPosted', data: { ...command.data } }];
    }
    if (state.status === 'none') throw notFound('COMMENT.NOT_FOUND', 'There is no such comment.');
    if (state.status === 'deleted') throw conflict('COMMENT.DELETED', 'This comment was deleted.');
    switch (command.type) {
      case 'EditComment':
        return command.data.body === state.body
          ? []
          : [{ type: 'CommentEdited', data: { commentId: state.commentId, body: command.data.body } }];
      case 'DeleteComment':
        return [
          { type: 'CommentDeleted', data: { commentId: state.commentId, byModerator: command.data.byModerator } },
        ];
      default:
        return assertNever(command, 'comment command');
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CommentPosted':
        return { status: 'posted', ...event.data };
      case 'CommentEdited':
        return state.status === 'none' ? state : { ...state, body: event.data.body };
      case 'CommentDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event, 'comment event');
    }
  },
};
