import {
  formatMinutes,
  sectionMinutesLeft,
  type DraftDrills,
  type DraftSection,
  type PlanDraftData,
} from '@sideline/domain';

export type DrillsValue = DraftDrills;
export type ChosenDrill = DraftDrills['sections'][number]['items'][number];

/** One entry per chosen section, in the sections' order; drills of sections no longer chosen are dropped. */
export function drillsBySection(sections: readonly DraftSection[], given: DrillsValue | null | undefined): DrillsValue {
  return {
    sections: sections.map((section) => ({
      sectionId: section.id,
      items: given?.sections.find((s) => s.sectionId === section.id)?.items ?? [],
    })),
  };
}

const itemsOf = (value: DrillsValue, sectionId: string) =>
  value.sections.find((s) => s.sectionId === sectionId)?.items ?? [];
const withItems = (value: DrillsValue, sectionId: string, items: ChosenDrill[]): DrillsValue => ({
  sections: value.sections.map((s) => (s.sectionId === sectionId ? { ...s, items } : s)),
});

/** A section's free minutes with these drills (the domain's count: its timeline minutes minus its drills). */
export const freeMinutes = (data: PlanDraftData, value: DrillsValue, sectionId: string): number =>
  sectionMinutesLeft({ ...data, drills: value }, sectionId);

/**
 * Adds a drill to a section when it fits in the section's free time; otherwise says why, in words for the coach.
 * `drillName` and `section` only make the message.
 */
export function addDrill(
  data: PlanDraftData,
  value: DrillsValue,
  section: Pick<DraftSection, 'id' | 'name'>,
  drill: { drillId: string; drillName: string; durationMinutes: number },
): { ok: true; value: DrillsValue; left: number } | { ok: false; message: string } {
  const minutes = drill.durationMinutes;
  if (!Number.isInteger(minutes) || minutes < 1)
    return { ok: false, message: `Give “${drill.drillName}” at least 1 minute.` };
  const left = freeMinutes(data, value, section.id);
  if (left <= 0)
    return {
      ok: false,
      message: `“${section.name}” is full: no minutes left for “${drill.drillName}”. Remove a drill or give the section more time on the timeline.`,
    };
  if (minutes > left) {
    return {
      ok: false,
      message: `“${drill.drillName}” takes ${formatMinutes(minutes)}, but only ${formatMinutes(left)} ${left === 1 ? 'is' : 'are'} left in “${section.name}”. Shorten it or give the section more time on the timeline.`,
    };
  }
  const next = withItems(value, section.id, [
    ...itemsOf(value, section.id),
    { drillId: drill.drillId, durationMinutes: minutes },
  ]);
  return { ok: true, value: next, left: left - minutes };
}

export function removeDrill(value: DrillsValue, sectionId: string, index: number): DrillsValue {
  return withItems(
    value,
    sectionId,
    itemsOf(value, sectionId).filter((_, i) => i !== index),
  );
}

export function setDrillMinutes(
  value: DrillsValue,
  sectionId: string,
  index: number,
  durationMinutes: number,
): DrillsValue {
  return withItems(
    value,
    sectionId,
    itemsOf(value, sectionId).map((item, i) => (i === index ? { ...item, durationMinutes } : item)),
  );
}

/** What a drill found in the search starts with: its shortest length, but no more than the section has left. */
export const defaultDuration = (lengthMin: number, left: number): number =>
  left >= 1 ? Math.max(1, Math.min(lengthMin, left)) : Math.max(1, lengthMin);
