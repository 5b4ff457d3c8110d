import { z } from 'zod';
import { scaleMinutes } from '../practice-plan/plan-timing';
import { basketball } from './basketball';
import { quadball } from './quadball';
import { soccer } from './soccer';
import { SPORT_IDS, type SportId, type SportPack } from './sport-pack';

export * from './court-drawing';
export * from './sport-pack';

/** Sport packs are data: add a sport by adding a pack here. */
export const SPORT_PACKS: Readonly<Record<SportId, SportPack>> = { quadball, basketball, soccer };

export const sportIdSchema = z.enum(SPORT_IDS, { error: `Sport must be one of ${SPORT_IDS.join(', ')}.` });

export const sportPack = (id: SportId): SportPack => SPORT_PACKS[id];

/** The pack of a sport id from outside this build (a newer server may know more sports), if this build has it. */
export function findSportPack(id: string): SportPack | undefined {
  const packs: Readonly<Partial<Record<string, SportPack>>> = SPORT_PACKS;
  return packs[id];
}

/** A sport's name; an id this build does not know is shown as it is. */
export const sportNameOf = (id: string): string => findSportPack(id)?.name ?? id;

/** A position of this sport by id or (case-insensitive) name. */
export function findPosition(sport: SportId, idOrName: string) {
  const wanted = idOrName.trim().toLowerCase();
  return SPORT_PACKS[sport].positions.find((p) => p.id === wanted || p.name.toLowerCase() === wanted);
}

/** The pack's spelling of a drill type, when it is one of the pack's. */
export function findDrillType(sport: SportId, name: string) {
  const wanted = name.trim().toLowerCase();
  return SPORT_PACKS[sport].drillTypes.find((t) => t.toLowerCase() === wanted);
}

/** Skills are free text, shown title-cased; the pack's spelling wins when it matches. */
export function canonicalSkill(sport: SportId, skill: string): string {
  const trimmed = skill.trim().replace(/\s+/g, ' ');
  const known = SPORT_PACKS[sport].skills.find((s) => s.toLowerCase() === trimmed.toLowerCase());
  if (known) return known;
  return trimmed.replace(/(^|[\s/-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

/**
 * The minutes the sport pack suggests for one of its default sections in a practice of `practiceMinutes`:
 * the pack's share of its own practice, scaled to this one. Sections that are not the pack's get none (0).
 */
export function suggestedSectionMinutes(sport: SportId, sectionName: string | null, practiceMinutes: number): number {
  const sections = SPORT_PACKS[sport].defaultSections;
  const section = sections.find((s) => s.name === sectionName);
  if (!section) return 0;
  const packMinutes = sections.reduce((sum, s) => sum + s.minutes, 0);
  return scaleMinutes(section.minutes, packMinutes, practiceMinutes);
}
