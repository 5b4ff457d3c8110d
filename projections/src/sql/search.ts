import type { Queryable } from '@sideline/eventstore';
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
  return alternatives
    .map(
      (words) =>
        `(${words
          .filter(safe)
          .map((word) => `'${word}':*`)
          .join(' | ')})`,
    )
    .join(' & ');
}

/** How many known words stand in for one misspelt word. */
export const ALTERNATIVES_PER_WORD = 5;

/** How a list answered a search: by full text, by the closest known words, or there was no search. */
export type SearchMode = 'fulltext' | 'fuzzy' | null;

/** A list's page for one search condition (null: no search); the condition is SQL built on the page's params. */
export type PageForSearch<P, Params> = (search: ((params: Params) => string) | null) => Promise<P & { total: number }>;

/**
 * A list search, shared by every list with a search vector and a fuzzy-search lexicon: full text with every word as a
 * prefix; only when that finds nothing, the known words closest to each searched word (trigram similarity ≥ pg_trgm's
 * 0.3, through the lexicon's trigram index), then full text again with those. A word with no close match finds nothing.
 */
export async function searchWithFallback<P, Params extends { add(value: unknown, cast?: string): string }>(
  db: Queryable,
  q: string | undefined,
  target: { searchColumn: string; lexiconTable: string },
  pageFor: PageForSearch<P, Params>,
  empty: P,
): Promise<{ result: P & { total: number }; searchMode: SearchMode }> {
  const words = q ? searchWords(q) : [];
  if (words.length === 0) return { result: await pageFor(null), searchMode: null };
  const fullText = await pageFor(
    (params) => `${target.searchColumn} @@ to_tsquery('simple', ${params.add(prefixTsQuery(words))})`,
  );
  if (fullText.total > 0) return { result: fullText, searchMode: 'fulltext' };
  const close = await db.query<{ wanted: string; word: string }>(
    `SELECT q.wanted, w.word
       FROM unnest($1::text[]) AS q(wanted)
       CROSS JOIN LATERAL (SELECT word FROM ${target.lexiconTable} WHERE word % q.wanted ORDER BY similarity(word, q.wanted) DESC, word LIMIT $2::int) w`,
    [words, ALTERNATIVES_PER_WORD],
  );
  const alternatives = words.map((wanted) => close.filter((row) => row.wanted === wanted).map((row) => row.word));
  const fuzzy = alternatives.some((list) => list.length === 0)
    ? { ...empty, total: 0 }
    : await pageFor(
        (params) => `${target.searchColumn} @@ to_tsquery('simple', ${params.add(alternativesTsQuery(alternatives))})`,
      );
  return { result: fuzzy, searchMode: 'fuzzy' };
}

/**
 * A text column as the search vector reads it: every run of characters other than letters and digits becomes one
 * space, just as `searchWords` splits what a coach types. Left to itself, PostgreSQL's parser reads "4-3-3" as 4, -3,
 * -3 and "1.5" as one number, which no searched word can match ("4-3-3" searches for 4, 3 and 3).
 */
export function searchableText(column: string): string {
  return `regexp_replace(${column}, '[^[:alnum:]]+', ' ', 'g')`;
}

/**
 * A migration that puts a table's generated `search` vector (and its GIN index) on `searchableText` of each column,
 * weighted as given. Dropping the column drops its index; adding it back computes it for every existing row.
 */
export function searchVectorMigrationSql(
  table: string,
  index: string,
  weighted: readonly (readonly [column: string, weight: 'A' | 'B' | 'C' | 'D'])[],
): string {
  const vector = weighted
    .map(([column, weight]) => `setweight(to_tsvector('simple', ${searchableText(column)}), '${weight}')`)
    .join(' || ');
  return `
ALTER TABLE ${table} DROP COLUMN IF EXISTS search;
ALTER TABLE ${table} ADD COLUMN search tsvector GENERATED ALWAYS AS (${vector}) STORED;
CREATE INDEX IF NOT EXISTS ${index} ON ${table} USING gin (search);`;
}
