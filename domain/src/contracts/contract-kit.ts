import { z } from 'zod';

/**
 * Building blocks of the response contracts. A contract is the one description of what an endpoint answers: the API
 * builds the value, the OpenAPI document is generated from it, the web app infers its types from it, and the test
 * client parses every answer against it. Contracts are strict: a field that is not described is a failing test.
 */
export const isoDateTime = z.string().describe('ISO 8601 date and time');
export const isoDate = z.string().describe('YYYY-MM-DD');
export const clockTime = z.string().nullable().describe('"HH:MM", or null');

/** One page of a list. */
export function pageContract<Item extends z.ZodType>(item: Item) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
}

/** Searchable lists also say whether the full-text search found nothing and the fuzzy fallback was used. */
export const searchModeContract = z
  .enum(['fulltext', 'fuzzy'])
  .nullable()
  .describe('fuzzy: full text found nothing, so trigram similarity was used');
export type SearchMode = z.infer<typeof searchModeContract>;

/**
 * Compile-time check that a contract and a type written elsewhere (a read model's row, a pure function's result)
 * describe the same value: `contractMatches<Same<A, B>>()` fails to compile when they drift apart.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const contractMatches = <_T extends true>(): void => undefined;
