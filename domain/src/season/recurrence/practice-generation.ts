import {
  isBlock,
  type PlanContent,
  type PlanItem,
  type PlanMetadata,
  type Section,
  type SectionEntry,
} from '../../practice-plan/plan.model';
import type { SportId } from '../../sports';
import { practiceName } from './calendar-dates';

/** What a season section brings to a practice on a day it covers (the season aggregate's sections satisfy this). */
export interface CoveringSection {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  defaultSections: readonly { name: string; goals: readonly string[]; notes: string }[];
  linkedItems: readonly {
    id: string;
    kind: 'drill' | 'formation' | 'break';
    drillId: string | null;
    formationId: string | null;
    title: string;
    minutes: number;
    practiceSection: string | null;
  }[];
}

export interface PracticeToGenerate {
  teamId: string;
  sport: SportId;
  date: string;
  startTime: string;
  durationMinutes: number;
  /** the template plan's content; null: start empty */
  template: PlanContent | null;
  /** the season's sections in their order; those covering `date` add to the practice */
  seasonSections: readonly CoveringSection[];
  /** a stable id for each thing made (derived from the occurrence's key, so generating twice gives the same ids) */
  idFor: (purpose: string) => string;
}

export interface GeneratedPractice {
  metadata: PlanMetadata;
  sections: Section[];
  /** practice entity id → the template entity it was copied from (sections, items, blocks, lanes) */
  origin: Record<string, string>;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function copyEntries(
  entries: readonly SectionEntry[],
  idFor: (purpose: string) => string,
  origin: Record<string, string>,
): SectionEntry[] {
  const copyItem = (item: PlanItem): PlanItem => {
    const id = idFor(`item:${item.id}`);
    origin[id] = item.id;
    return { ...item, id };
  };
  return entries.map((entry) => {
    if (!isBlock(entry)) return copyItem(entry);
    const blockId = idFor(`block:${entry.id}`);
    origin[blockId] = entry.id;
    return {
      kind: 'parallel',
      id: blockId,
      lanes: entry.lanes.map((lane) => {
        const laneId = idFor(`lane:${lane.id}`);
        origin[laneId] = lane.id;
        return { ...lane, id: laneId, items: lane.items.map(copyItem) };
      }),
    };
  });
}

/** Is this linked drill or formation already in the section (from the template)? Then it is not added twice. */
function alreadyHas(section: Section, item: CoveringSection['linkedItems'][number]): boolean {
  const items = section.entries.flatMap((entry) =>
    isBlock(entry) ? entry.lanes.flatMap((lane) => lane.items) : [entry],
  );
  return items.some((existing) =>
    item.kind === 'drill'
      ? existing.kind === 'drill' && existing.drillId === item.drillId
      : item.kind === 'formation'
        ? existing.kind === 'formation' && existing.formationId === item.formationId
        : existing.kind === 'break' &&
          existing.durationMinutes === item.minutes &&
          sameName(existing.title, item.title || 'Break'),
  );
}

/**
 * A season practice, worked out: the template's sections and items (fresh ids, remembered in `origin`), then the
 * default practice sections of every season section covering the date (a section named like one already there,
 * ignoring case, is merged: goals joined, notes appended), then their linked drills, formations and breaks, each into
 * the practice section it names (else the last one), leaving out a drill or formation the section already holds.
 */
export function generatePractice(input: PracticeToGenerate): GeneratedPractice {
  const { template, idFor } = input;
  const origin: Record<string, string> = {};
  const sections: Section[] = (template?.sections ?? []).map((section) => {
    const id = idFor(`section:${section.id}`);
    origin[id] = section.id;
    return { ...section, id, goals: [...section.goals], entries: copyEntries(section.entries, idFor, origin) };
  });
  const covering = input.seasonSections.filter((s) => s.startDate <= input.date && s.endDate >= input.date);
  for (const seasonSection of covering) {
    seasonSection.defaultSections.forEach((wanted, index) => {
      const existing = sections.find((section) => sameName(section.name, wanted.name));
      if (!existing) {
        sections.push({
          id: idFor(`default:${seasonSection.id}:${index}`),
          name: wanted.name.trim(),
          goals: [...new Set(wanted.goals)],
          notes: wanted.notes,
          targetMinutes: null,
          entries: [],
        });
        return;
      }
      existing.goals = [...new Set([...existing.goals, ...wanted.goals])];
      const notes = wanted.notes.trim();
      if (notes && !existing.notes.includes(notes))
        existing.notes = existing.notes ? `${existing.notes}\n\n${notes}` : notes;
    });
  }
  for (const seasonSection of covering) {
    for (const linked of seasonSection.linkedItems) {
      let target = linked.practiceSection
        ? sections.find((section) => sameName(section.name, linked.practiceSection!))
        : sections.at(-1);
      if (!target) {
        target = {
          id: idFor(`default:${seasonSection.id}:${linked.practiceSection ?? 'practice'}`),
          name: linked.practiceSection ?? 'Practice',
          goals: [],
          notes: '',
          targetMinutes: null,
          entries: [],
        };
        sections.push(target);
      }
      if (alreadyHas(target, linked)) continue;
      target.entries.push({
        id: idFor(`linked:${seasonSection.id}:${linked.id}`),
        kind: linked.kind,
        drillId: linked.kind === 'drill' ? linked.drillId : null,
        formationId: linked.kind === 'formation' ? linked.formationId : null,
        title: linked.kind === 'break' ? linked.title || 'Break' : linked.title,
        durationMinutes: linked.minutes,
        notes: '',
      });
    }
  }
  const from = template?.metadata;
  const metadata: PlanMetadata = {
    name: practiceName(input.date, from?.name),
    description: from?.description ?? '',
    sport: input.sport,
    phaseOfSeason: from?.phaseOfSeason ?? null,
    practiceGoals: from ? [...from.practiceGoals] : [],
    expectedParticipants: from?.expectedParticipants ?? null,
    startTime: input.startTime,
    visibility: 'team',
    editableByOthers: false, // the team's staff edit by their team role; members and parents read
    teamId: input.teamId,
    scheduledDate: input.date,
    targetMinutes: input.durationMinutes,
  };
  return { metadata, sections, origin };
}
