import { FORMATION_LIMITS, FORMATION_TYPES, type FormationType } from '@sideline/domain';
import { contentListUrl, readList, type ContentListBase, type SortOrder } from '../../../ui/content-list';

/**
 * The formation list's state in the URL (the content-list kit's search, sport, scope, sort and pages) and its own
 * filters, with the API's names: `formationType` and `tags`, comma-separated.
 */

export const SORT_KEYS = ['newest', 'name', 'updated', 'votes', 'type'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type { SortOrder };

/** the API accepts at most this many values per list filter */
const MAX_LIST_VALUES = 40;

export interface FormationListState extends ContentListBase<SortKey> {
  /** any of these types */
  types: FormationType[];
  /** any of these tags */
  tags: string[];
}

/** Tags match in any case on the server: keep the first spelling of each, drop what the API would refuse. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (tag.length > FORMATION_LIMITS.tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept.slice(0, MAX_LIST_VALUES);
}

export const formationList = contentListUrl<FormationListState, SortKey>({
  sortKeys: SORT_KEYS,
  // newest, latest edited and most voted first, A to Z
  defaultOrder: { newest: 'desc', name: 'asc', updated: 'desc', votes: 'desc', type: 'asc' },
  emptyFilters: () => ({ types: [], tags: [] }),
  readFilters: (params) => {
    const types = new Set(readList(params, 'formationType'));
    return {
      // In the domain's order, so `?formationType=defense,offense` and `offense,defense` are one view.
      types: FORMATION_TYPES.filter((type) => types.has(type)),
      tags: uniqueTags(readList(params, 'tags')),
    };
  },
  writeFilters: (state, params) => {
    if (state.types.length > 0) params.set('formationType', state.types.join(','));
    if (state.tags.length > 0) params.set('tags', state.tags.join(','));
  },
  countFilters: (state) => state.types.length + state.tags.length,
});

export function toggleType(state: FormationListState, type: FormationType): FormationListState {
  const chosen = new Set(state.types);
  if (chosen.has(type)) chosen.delete(type);
  else chosen.add(type);
  return formationList.withFilters(state, { types: FORMATION_TYPES.filter((t) => chosen.has(t)) });
}

export function toggleTag(state: FormationListState, tag: string): FormationListState {
  const key = tag.toLowerCase();
  const has = state.tags.some((t) => t.toLowerCase() === key);
  return formationList.withFilters(state, {
    tags: has ? state.tags.filter((t) => t.toLowerCase() !== key) : uniqueTags([...state.tags, tag]),
  });
}

export const hasTag = (state: FormationListState, tag: string) =>
  state.tags.some((t) => t.toLowerCase() === tag.toLowerCase());
