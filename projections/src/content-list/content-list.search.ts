import { prefixTsQuery, searchWithFallback, searchWords } from '../sql';
import type { ListSearch } from './content-list.definition';

/**
 * A search over a vector and a fuzzy-search lexicon (`searchWithFallback`): full text with every word as a prefix,
 * then the known words closest to each searched one.
 */
export const lexiconSearch =
  <Item>(target: { searchColumn: string; lexiconTable: string }): ListSearch<Item> =>
  (db, q, pageFor) =>
    searchWithFallback(db, q, target, pageFor, { items: [] as Item[] });

/**
 * A search over a vector without a lexicon: full text with every word as a prefix; when that finds nothing, trigram
 * word similarity of the whole search on each of `columns`.
 */
export const similaritySearch =
  <Item>(target: { searchColumn: string; columns: readonly string[]; threshold: number }): ListSearch<Item> =>
  async (_db, q, pageFor) => {
    const words = q ? searchWords(q) : [];
    if (words.length === 0) return { result: await pageFor(null), searchMode: null };
    const fullText = await pageFor(
      (params) => `${target.searchColumn} @@ to_tsquery('simple', ${params.add(prefixTsQuery(words))})`,
    );
    if (fullText.total > 0) return { result: fullText, searchMode: 'fulltext' };
    const phrase = words.join(' ');
    const fuzzy = await pageFor((params) => {
      const p = params.add(phrase, 'text');
      return `(${target.columns.map((column) => `word_similarity(${p}, ${column}) >= ${target.threshold}`).join(' OR ')})`;
    });
    return { result: fuzzy, searchMode: 'fuzzy' };
  };
