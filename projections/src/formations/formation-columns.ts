import { richTextToPlain, type FormationContent } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { lexiconWords } from '../sql';

/** A row column, its value and the SQL cast that makes array parameters mean the same on PGlite and PostgreSQL. */
type Assignment = { column: string; value: unknown; cast: string };

/** The columns that hold these content fields (only those present): an edit rewrites exactly what changed. */
export function contentAssignments(content: Partial<FormationContent>): Assignment[] {
  const out: Assignment[] = [];
  const set = (column: string, value: unknown, cast = 'text') => out.push({ column, value, cast });
  if (content.sport !== undefined) set('sport', content.sport);
  if (content.name !== undefined) set('name', content.name);
  if (content.briefDescription !== undefined) set('brief_description', content.briefDescription);
  if (content.detailedDescription !== undefined) {
    set('detailed_description', content.detailedDescription);
    set('detailed_plain', richTextToPlain(content.detailedDescription));
  }
  if (content.tags !== undefined) {
    set('tags', content.tags, 'text[]');
    set(
      'tag_keys',
      content.tags.map((tag) => tag.toLowerCase()),
      'text[]',
    );
    set('tags_text', content.tags.join(' '));
  }
  if (content.formationType !== undefined) set('formation_type', content.formationType);
  if (content.courtTemplateId !== undefined) set('court_template_id', content.courtTemplateId);
  return out;
}

/** Adds the words of a formation's name, tags and brief to the fuzzy-search lexicon (words are only ever added). */
export async function saveSearchWords(
  tx: Queryable,
  content: Partial<Pick<FormationContent, 'name' | 'briefDescription' | 'tags'>>,
): Promise<void> {
  const words = lexiconWords(content.name ?? '', content.briefDescription ?? '', ...(content.tags ?? []));
  if (words.length === 0) return;
  await tx.query('INSERT INTO formation_search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words]);
}

/** The lexicon words of a formation's name, tags and brief (as saveSearchWords adds them). */
export const searchWordsOf = (
  content: Partial<Pick<FormationContent, 'name' | 'briefDescription' | 'tags'>>,
): string[] => lexiconWords(content.name ?? '', content.briefDescription ?? '', ...(content.tags ?? []));

/** Adds words to the formation lexicon in one statement (a batch's words together). */
export async function saveSearchWordList(tx: Queryable, words: Iterable<string>): Promise<void> {
  const list = [...new Set(words)];
  if (list.length === 0) return;
  await tx.query('INSERT INTO formation_search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [list]);
}
