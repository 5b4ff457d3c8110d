import type { DomainEvent } from '../shared/events';
import type { FeedbackKind, FeedbackStatus } from './feedback.schemas';

/**
 * Feedback: one stream per item. No personal data beyond what the form asks: the page path, the browser's user agent
 * and, when signed in, the sender's user id (a visitor's item is reachable by a secret link kept outside the log).
 */
export type FeedbackSent = DomainEvent<
  'FeedbackSent',
  { feedbackId: string; kind: FeedbackKind; text: string; page: string; userAgent: string; senderId: string | null }
>;
export type FeedbackStatusChanged = DomainEvent<
  'FeedbackStatusChanged',
  { feedbackId: string; from: FeedbackStatus; to: FeedbackStatus; by: string }
>;
/** A reply replaces the earlier one (the log keeps both). */
export type FeedbackReplied = DomainEvent<'FeedbackReplied', { feedbackId: string; reply: string; by: string }>;
export type FeedbackEvent = FeedbackSent | FeedbackStatusChanged | FeedbackReplied;
export const FEEDBACK_EVENT_TYPES = [
  'FeedbackSent',
  'FeedbackStatusChanged',
  'FeedbackReplied',
] as const satisfies readonly FeedbackEvent['type'][];
export const FEEDBACK_STREAM_TYPE = 'feedback';
export const feedbackStreamId = (feedbackId: string) => `feedback-${feedbackId}`;

/** One upvote per signed-in user and item: its own stream, so a second (or a parallel) upvote meets the first. */
export type FeedbackUpvoted = DomainEvent<'FeedbackUpvoted', { feedbackId: string; userId: string }>;
export type FeedbackUpvoteEvent = FeedbackUpvoted;
export const FEEDBACK_UPVOTE_EVENT_TYPES = [
  'FeedbackUpvoted',
] as const satisfies readonly FeedbackUpvoteEvent['type'][];
export const FEEDBACK_UPVOTE_STREAM_TYPE = 'feedback-upvote';
export const feedbackUpvoteStreamId = (feedbackId: string, userId: string) => `feedback-upvote-${feedbackId}-${userId}`;
