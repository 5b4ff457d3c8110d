import { z } from 'zod';
import { pageNumberSchema } from '../shared/input-ranges';

export const FEEDBACK_KINDS = ['bug', 'idea', 'question', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_STATUSES = ['new', 'planned', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  bug: 'Bug',
  idea: 'Idea',
  question: 'Question',
  other: 'Other',
};
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  planned: 'Planned',
  done: 'Done',
  declined: 'Declined',
};

export const FEEDBACK_TEXT_MAX = 2_000;
export const FEEDBACK_REPLY_MAX = 2_000;
/** What is kept of the page and the browser: the path (no query: tokens travel there) and the user agent, cut. */
export const FEEDBACK_PAGE_MAX = 300;
export const FEEDBACK_USER_AGENT_MAX = 400;

const text = (what: string, max: number) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .max(max, `Keep it under ${max.toLocaleString('en')} characters.`);

/** Keeps only the path of an address: no origin, query or fragment (a share token in the query must not be kept). */
export function feedbackPagePath(page: string): string {
  const path = page.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  const cut = (path.startsWith('/') ? path : `/${path}`).slice(0, FEEDBACK_PAGE_MAX);
  return cut;
}

/** POST /api/feedback: what the form sends. The browser is read from the request's User-Agent header, not from here. */
export const sendFeedbackSchema = z.object({
  kind: z.enum(FEEDBACK_KINDS, { error: 'Choose what kind of feedback this is: bug, idea, question or other.' }),
  text: z
    .string({ error: 'Write your feedback.' })
    .trim()
    .min(1, 'Write your feedback.')
    .max(FEEDBACK_TEXT_MAX, `Keep feedback under ${FEEDBACK_TEXT_MAX.toLocaleString('en')} characters.`),
  page: z.string().max(2_000, 'The page address is too long.').default('/').transform(feedbackPagePath),
});
export type SendFeedbackInput = z.input<typeof sendFeedbackSchema>;

export const feedbackStatusSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Choose a status: new, planned, done or declined.' }),
});

export const feedbackReplySchema = z.object({ reply: text('a reply', FEEDBACK_REPLY_MAX) });

/** Lists: `mine` only what I sent; `kind` one kind; admins see everything, others their own and public ideas. */
export const feedbackListQuerySchema = z.object({
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  replied: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  kind: z.enum(FEEDBACK_KINDS, { error: 'Unknown kind.' }).optional(),
  page: pageNumberSchema(10_000),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;
export const FEEDBACK_PAGE_SIZE = 20;
