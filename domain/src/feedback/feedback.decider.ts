import { conflict, notFound } from '../shared/errors';
import { assertNever, type Decider, type DomainCommand } from '../shared/events';
import type { FeedbackEvent, FeedbackUpvoteEvent } from './feedback.events';
import type { FeedbackKind, FeedbackStatus } from './feedback.schemas';

export type SendFeedback = DomainCommand<
  'SendFeedback',
  { feedbackId: string; kind: FeedbackKind; text: string; page: string; userAgent: string; senderId: string | null }
>;
/** Who may is the policy's to say (feedback.moderate): site admins. */
export type SetFeedbackStatus = DomainCommand<'SetFeedbackStatus', { status: FeedbackStatus; by: string }>;
export type ReplyToFeedback = DomainCommand<'ReplyToFeedback', { reply: string; by: string }>;
export type FeedbackCommand = SendFeedback | SetFeedbackStatus | ReplyToFeedback;

export type FeedbackState =
  | { status: 'none' }
  | {
      status: 'sent';
      feedbackId: string;
      kind: FeedbackKind;
      text: string;
      page: string;
      userAgent: string;
      senderId: string | null;
      progress: FeedbackStatus;
      reply: string | null;
    };
export type SentFeedback = Extract<FeedbackState, { status: 'sent' }>;

export const feedbackNotFound = () => notFound('FEEDBACK.NOT_FOUND', 'There is no such feedback.');

export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'SendFeedback') {
      if (state.status !== 'none') throw conflict('FEEDBACK.ALREADY_SENT', 'This feedback was already sent.');
      return [{ type: 'FeedbackSent', data: { ...command.data } }];
    }
    if (state.status === 'none') throw feedbackNotFound();
    switch (command.type) {
      case 'SetFeedbackStatus':
        return command.data.status === state.progress
          ? []
          : [
              {
                type: 'FeedbackStatusChanged',
                data: {
                  feedbackId: state.feedbackId,
                  from: state.progress,
                  to: command.data.status,
                  by: command.data.by,
                },
              },
            ];
      case 'ReplyToFeedback':
        return command.data.reply === state.reply
          ? []
          : [
              {
                type: 'FeedbackReplied',
                data: { feedbackId: state.feedbackId, reply: command.data.reply, by: command.data.by },
              },
            ];
      default:
        return assertNever(command, 'feedback command');
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'FeedbackSent':
        return { status: 'sent', ...event.data, progress: 'new', reply: null };
      case 'FeedbackStatusChanged':
        return state.status === 'none' ? state : { ...state, progress: event.data.to };
      case 'FeedbackReplied':
        return state.status === 'none' ? state : { ...state, reply: event.data.reply };
      default:
        return assertNever(event, 'feedback event');
    }
  },
};

/**
 * `feedback`: the item as its own stream has it when the upvote is decided (read by the caller), so an upvote on
 * feedback that does not exist is refused here, not only by the API.
 */
export type UpvoteFeedback = DomainCommand<
  'UpvoteFeedback',
  { feedbackId: string; userId: string; feedback: FeedbackState }
>;
export type FeedbackUpvoteState = { upvoted: boolean };

/** One upvote per user and item, for good: a second is refused (also when both arrive at once: one stream each). */
export const feedbackUpvoteDecider: Decider<UpvoteFeedback, FeedbackUpvoteEvent, FeedbackUpvoteState> = {
  initialState: () => ({ upvoted: false }),
  decide(command, state) {
    const { feedbackId, userId, feedback } = command.data;
    if (feedback.status === 'none') throw feedbackNotFound();
    if (state.upvoted)
      throw conflict('FEEDBACK.ALREADY_UPVOTED', 'You have upvoted this already: one upvote per person.');
    return [{ type: 'FeedbackUpvoted', data: { feedbackId, userId } }];
  },
  // the stream holds this one event type
  evolve: () => ({ upvoted: true }),
};
