import {
  choiceOf,
  contentListUrl,
  readFlag,
  readList,
  readWhole,
  withChoice,
  type Choice,
  type ContentListBase,
  type SortOrder,
} from '../../../ui/content-list';

/**
 * The drill list's state in the URL (the content-list kit's search, sport, scope, sort and pages) and its own
 * filters: facets to include or exclude, a group size, a length range, video and diagrams.
 */

export const FACET_KEYS = ['skillLevels', 'complexity', 'skills', 'positions', 'drillTypes'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const SORT_KEYS = ['newest', 'name', 'complexity', 'length', 'votes', 'usage'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const MAX_NUMBER_FILTER = 1000;

export type FacetSelection = Record<FacetKey, string[]>;

export interface DrillListState extends ContentListBase<SortKey> {
  /** any of these */
  include: FacetSelection;
  /** none of these */
  exclude: FacetSelection;
  /** a group size: drills whose player range contains it */
  players: number | null;
  /** drills whose longest length is at least this */
  lengthMin: number | null;
  /** drills whose shortest length is at most this */
  lengthMax: number | null;
  hasVideo: boolean | null;
  hasDiagrams: boolean | null;
}

const emptyFacets = (): FacetSelection => ({
  skillLevels: [],
  complexity: [],
  skills: [],
  positions: [],
  drillTypes: [],
});

const excludeKey = (facet: FacetKey) => `${facet}Exclude`;
const NUMBERS = ['players', 'lengthMin', 'lengthMax'] as const;
const FLAGS = ['hasVideo', 'hasDiagrams'] as const;

export const drillList = contentListUrl<DrillListState, SortKey>({
  sortKeys: SORT_KEYS,
  // newest and most voted or used first, names A to Z
  defaultOrder: { newest: 'desc', name: 'asc', complexity: 'asc', length: 'asc', votes: 'desc', usage: 'desc' },
  emptyFilters: () => ({
    include: emptyFacets(),
    exclude: emptyFacets(),
    players: null,
    lengthMin: null,
    lengthMax: null,
    hasVideo: null,
    hasDiagrams: null,
  }),
  readFilters: (params) => {
    const include = emptyFacets();
    const exclude = emptyFacets();
    for (const facet of FACET_KEYS) {
      include[facet] = readList(params, facet);
      // One value cannot be both wanted and unwanted: "any of" wins.
      exclude[facet] = readList(params, excludeKey(facet)).filter((value) => !include[facet].includes(value));
    }
    return {
      include,
      exclude,
      players: readWhole(params, 'players', 1, MAX_NUMBER_FILTER),
      lengthMin: readWhole(params, 'lengthMin', 0, MAX_NUMBER_FILTER),
      lengthMax: readWhole(params, 'lengthMax', 0, MAX_NUMBER_FILTER),
      hasVideo: readFlag(params, 'hasVideo'),
      hasDiagrams: readFlag(params, 'hasDiagrams'),
    };
  },
  writeFilters: (state, params) => {
    for (const facet of FACET_KEYS) {
      if (state.include[facet].length > 0) params.set(facet, state.include[facet].join(','));
      if (state.exclude[facet].length > 0) params.set(excludeKey(facet), state.exclude[facet].join(','));
    }
    for (const key of [...NUMBERS, ...FLAGS]) if (state[key] !== null) params.set(key, String(state[key]));
  },
  countFilters: (state) => {
    let count = 0;
    for (const facet of FACET_KEYS) count += state.include[facet].length + state.exclude[facet].length;
    return count + [...NUMBERS, ...FLAGS].filter((key) => state[key] !== null).length;
  },
});

export type { Choice as FacetChoice, SortOrder };

export const facetChoice = (state: DrillListState, facet: FacetKey, value: string): Choice =>
  choiceOf(state.include[facet], state.exclude[facet], value);

/** Any change of what is shown starts again at page 1. */
export function withFacet(state: DrillListState, facet: FacetKey, value: string, choice: Choice): DrillListState {
  const [include, exclude] = withChoice(state.include[facet], state.exclude[facet], value, choice);
  return {
    ...state,
    include: { ...state.include, [facet]: include },
    exclude: { ...state.exclude, [facet]: exclude },
    page: 1,
  };
}
