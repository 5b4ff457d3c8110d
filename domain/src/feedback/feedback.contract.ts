import { z } from 'zod';
import { isoDateTime, pageContract } from '../contracts/contract-kit';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from './feedback.schemas';

/** What the viewer may do with an item, from the one policy. */
export const feedbackCanContract = z.strictObject({
  upvote: z.boolean().describe('signed in, may read it, and has not upvoted it yet'),
  moderate: z.boolean().describe('set the status and reply (site admins)'),
});

export const feedbackItemContract = z.strictObject({
  id: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  text: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  upvotes: z.number().int(),
  upvotedByMe: z.boolean(),
  /** whether the viewer sent it */
  mine: z.boolean(),
  /** the page path and the browser, shown to site admins only (null for everyone else) */
  page: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** the sender's name, for site admins; null for visitors' feedback and for everyone else */
  senderName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  can: feedbackCanContract,
});
export type FeedbackItem = z.infer<typeof feedbackItemContract>;

export const feedbackListContract = pageContract(feedbackItemContract);
export type FeedbackList = z.infer<typeof feedbackListContract>;

export const feedbackResponseContract = z.strictObject({ feedback: feedbackItemContract });

/** POST /api/feedback: the item, and for a visitor the private link to come back to it (shown once, never again). */
export const sentFeedbackContract = z.strictObject({
  feedback: feedbackItemContract,
  followUpUrl: z.string().nullable().describe('a visitor’s private link to see the reply later; null when signed in'),
});
export type SentFeedbackAnswer = z.infer<typeof sentFeedbackContract>;
