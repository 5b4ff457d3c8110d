/** At most this many words of a search take part; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 12;

/** The words of a search box: letters and digits only, lower-cased (so nothing in them is tsquery syntax). */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Every word must match, each as a prefix: "pass tri" finds "Passing triangle". */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((word) => `'${word}':*`).join(' & ');
}

/**
 * Fuzzy fallback thresholds (pg_trgm). Word similarity compares the search with the best-matching stretch of a
 * name, so one misspelt word ("dodgbal") still finds "Dodgeball blocking"; the defaults (0.3 / 0.6) miss that.
 */
export const FUZZY_THRESHOLDS = { similarity: 0.3, wordSimilarity: 0.45 } as const;
