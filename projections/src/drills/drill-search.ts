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

/** Words shorter than this are rarely misspelt and match too much by trigrams; the lexicon leaves them out. */
const MIN_LEXICON_WORD = 3;

/** The words a drill adds to the fuzzy-search lexicon: those of its name and brief description. */
export function lexiconWords(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => searchWords(text)).filter((word) => word.length >= MIN_LEXICON_WORD))];
}

/**
 * The fuzzy fallback as full text: each searched word becomes "any of its closest known words", all required.
 * `alternatives[i]` are the lexicon words close to the i-th searched word (pg_trgm similarity ≥ 0.3).
 */
export function alternativesTsQuery(alternatives: readonly (readonly string[])[]): string {
  const safe = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);
  return alternatives.map((words) => `(${words.filter(safe).map((word) => `'${word}':*`).join(' | ')})`).join(' & ');
}

/** How many known words stand in for one misspelt word. */
export const ALTERNATIVES_PER_WORD = 5;
