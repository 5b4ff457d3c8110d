import {
  COMPLEXITIES,
  SKILL_LEVELS,
  SPORT_IDS,
  SPORT_PACKS,
  type DrillFilterOptions,
  type FacetCount,
  type SkillSuggestion,
  type SportId,
} from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { SqlParams, contentListScopeSql, type ContentListScope } from '../sql';

type FacetValue = FacetCount;

export type { DrillFilterOptions, SkillSuggestion };

const FACETS = {
  skillLevels: 'skill_levels',
  skills: 'skills',
  positions: 'positions',
  drillTypes: 'drill_types',
} as const;
type Facet = keyof typeof FACETS | 'complexity';

function scopeOf(scope: ContentListScope, sport: SportId | undefined, params: SqlParams): string {
  return [contentListScopeSql('d', scope, params), ...(sport ? [`d.sport = ${params.add(sport)}`] : [])].join(' AND ');
}

/** Known orders first (skill levels, complexity), everything else by how often it is used, then by name. */
function sortFacet(facet: Facet, values: FacetValue[]): FacetValue[] {
  const fixed: readonly string[] | null =
    facet === 'skillLevels' ? SKILL_LEVELS : facet === 'complexity' ? COMPLEXITIES : null;
  return values.sort((a, b) =>
    fixed ? fixed.indexOf(a.value) - fixed.indexOf(b.value) : b.count - a.count || a.value.localeCompare(b.value),
  );
}

/** Values in use, with counts, and the player and length ranges, over the drills the viewer may list. */
export async function drillFilterOptions(
  db: Queryable,
  scope: ContentListScope,
  sport?: SportId,
): Promise<DrillFilterOptions> {
  const params = new SqlParams();
  const where = scopeOf(scope, sport, params);
  const unnested = Object.entries(FACETS).map(
    ([facet, column]) =>
      `SELECT '${facet}' AS facet, value, count(*)::int AS count FROM scoped, unnest(scoped.${column}) AS value GROUP BY value`,
  );
  const rows = await db.query<{ facet: Facet; value: string; count: number }>(
    `WITH scoped AS (SELECT d.skill_levels, d.skills, d.positions, d.drill_types, d.complexity FROM drills d WHERE ${where})
     ${unnested.join(' UNION ALL ')}
     UNION ALL SELECT 'complexity', complexity, count(*)::int FROM scoped WHERE complexity IS NOT NULL GROUP BY complexity`,
    params.values,
  );
  const [ranges] = await db.query<{
    players_min: number | null;
    players_max: number | null;
    length_min: number | null;
    length_max: number | null;
  }>(
    `SELECT min(d.players_min)::int AS players_min, max(coalesce(d.players_max, d.players_min))::int AS players_max,
            min(d.length_min)::int AS length_min, max(d.length_max)::int AS length_max
       FROM drills d WHERE ${where}`,
    params.values,
  );
  const facet = (name: Facet) =>
    sortFacet(
      name,
      rows.filter((r) => r.facet === name).map(({ value, count }) => ({ value, count })),
    );
  return {
    skillLevels: facet('skillLevels'),
    complexity: facet('complexity'),
    skills: facet('skills'),
    positions: facet('positions'),
    drillTypes: facet('drillTypes'),
    players: { min: ranges?.players_min ?? 0, max: ranges?.players_max ?? 0 },
    length: { min: ranges?.length_min ?? 0, max: ranges?.length_max ?? 0 },
  };
}

const SUGGESTIONS = 20;

/** How well a skill matches what was typed: whole match, then start, then start of a word, then anywhere. */
function matchRank(skill: string, q: string): number {
  const s = skill.toLowerCase();
  if (!q) return 0;
  if (s === q) return 0;
  if (s.startsWith(q)) return 1;
  if (s.split(/[\s/-]+/).some((word) => word.startsWith(q))) return 2;
  if (s.includes(q)) return 3;
  return -1;
}

/** Skill autocomplete: the sport pack's skills and the skills in use (in drills the viewer may list). */
export async function skillSuggestions(
  db: Queryable,
  scope: ContentListScope,
  sport: SportId | undefined,
  q = '',
): Promise<SkillSuggestion[]> {
  const params = new SqlParams();
  const where = scopeOf(scope, sport, params);
  const used = await db.query<{ skill: string; count: number }>(
    `SELECT skill, count(*)::int AS count FROM drills d, unnest(d.skills) AS skill WHERE ${where} GROUP BY skill`,
    params.values,
  );
  const packSkills = new Set(
    (sport ? [sport] : SPORT_IDS).flatMap((id) => SPORT_PACKS[id].skills.map((s) => s.toLowerCase())),
  );
  const byKey = new Map<string, SkillSuggestion>();
  for (const id of sport ? [sport] : SPORT_IDS) {
    for (const skill of SPORT_PACKS[id].skills)
      if (!byKey.has(skill.toLowerCase())) byKey.set(skill.toLowerCase(), { skill, count: 0, fromPack: true });
  }
  for (const { skill, count } of used) {
    const key = skill.toLowerCase();
    const known = byKey.get(key);
    byKey.set(key, { skill: known?.skill ?? skill, count: (known?.count ?? 0) + count, fromPack: packSkills.has(key) });
  }
  const wanted = q.trim().toLowerCase();
  return [...byKey.values()]
    .map((suggestion) => ({ suggestion, rank: matchRank(suggestion.skill, wanted) }))
    .filter(({ rank }) => rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.suggestion.count - a.suggestion.count ||
        a.suggestion.skill.localeCompare(b.suggestion.skill),
    )
    .slice(0, SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
}
