import { z } from 'zod';

export const SUGGESTION_MIN = 2;
export const SUGGESTION_MAX = 100;

export const suggestDrillSchema = z.object({
  text: z
    .string({ error: 'Describe the drill you would like.' })
    .trim()
    .min(SUGGESTION_MIN, `A suggestion needs at least ${SUGGESTION_MIN} characters.`)
    .max(SUGGESTION_MAX, `Keep a suggestion to ${SUGGESTION_MAX} characters.`),
});
export type SuggestDrillInput = z.input<typeof suggestDrillSchema>;

export const linkSuggestionSchema = z.object({
  drillId: z
    .string({ error: 'Choose the drill that fulfils this suggestion.' })
    .trim()
    .min(1, 'Choose the drill that fulfils this suggestion.')
    .max(100, 'That is not a drill id.'),
});

export const SUGGESTION_STATUSES = ['open', 'fulfilled', 'closed', 'removed'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  open: 'Open',
  fulfilled: 'Done: there is a drill',
  closed: 'Closed',
  removed: 'Removed',
};

/**
 * The form two suggestions are compared in: case, accents, punctuation and spacing do not matter
 * ("3-on-2 Fast break!" and "3 on 2 fast  break" are the same suggestion).
 */
export function normaliseSuggestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
