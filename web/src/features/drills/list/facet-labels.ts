import { SPORT_PACKS, type SportId } from '@sideline/domain';
import type { FacetKey } from './drill-list-params';

export const FACET_TITLES: Record<FacetKey, string> = {
  skillLevels: 'Skill level',
  complexity: 'Complexity',
  skills: 'Skills',
  positions: 'Positions',
  drillTypes: 'Drill type',
};

/** How a facet value reads: positions are ids, shown by name (with the sport when no sport is chosen). */
export function facetValueLabel(facet: FacetKey, value: string, sport: SportId | null): string {
  if (facet !== 'positions') return value;
  const packs = sport ? [SPORT_PACKS[sport]] : Object.values(SPORT_PACKS);
  for (const pack of packs) {
    const position = pack.positions.find((candidate) => candidate.id === value);
    if (position) return sport ? position.name : `${position.name} (${pack.name})`;
  }
  return value;
}
