import type { PlanEditCommand } from '../../practice-plan/plan.commands';
import type { PlanEvent } from '../../practice-plan/plan.events';
import type { PlanItem, Section } from '../../practice-plan/plan.model';
import { allItems, findItem, findSection } from '../../practice-plan/plan-structure';

/**
 * Template changes reach generated practices, worked out from three states: the template as the practice last took
 * it ("then"), the template now, and the practice now, plus which practice items and sections a coach changed (from
 * the practice's own events). A change the coach did not touch applies; a change to something the coach changed is a
 * conflict listed on the practice ("template changed this; keep mine / take template").
 */

export type ConflictField =
  'duration' | 'title' | 'notes' | 'removed' | 'moved' | 'name' | 'goals' | 'sectionNotes' | 'targetMinutes';

export interface TemplateConflict {
  /** stable: the practice entity and the field (a later template change to the same field replaces it) */
  id: string;
  entity: 'item' | 'section';
  practiceEntityId: string;
  templateEntityId: string;
  field: ConflictField;
  /** what people read: "Duration of “Passing lanes”" */
  label: string;
  mine: unknown;
  template: unknown;
  /** the plan commands that take the template's version */
  take: PlanEditCommand[];
}

export interface PropagationInput {
  templateThen: readonly Section[];
  templateNow: readonly Section[];
  practiceNow: readonly Section[];
  /** practice entity id → template entity id (from generation and earlier propagations) */
  origin: Readonly<Record<string, string>>;
  /** practice items and sections a coach changed (see coachChangedEntities) */
  coachChanged: ReadonlySet<string>;
  /** a stable id for a practice entity made from a template entity */
  idFor: (purpose: string) => string;
}

export interface PropagationResult {
  /** what to apply to the practice, in order (one ApplyPlanCommands: all or none) */
  commands: PlanEditCommand[];
  conflicts: TemplateConflict[];
  /** origin entries for what the commands add */
  addedOrigin: Record<string, string>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const itemName = (item: PlanItem) => (item.title ? `“${item.title}”` : `the ${item.kind}`);

function itemsById(sections: readonly Section[]): Map<string, { item: PlanItem; sectionId: string }> {
  const map = new Map<string, { item: PlanItem; sectionId: string }>();
  for (const section of sections)
    for (const item of allItems([section])) map.set(item.id, { item, sectionId: section.id });
  return map;
}

export function propagateTemplate(input: PropagationInput): PropagationResult {
  const { templateThen, templateNow, practiceNow, coachChanged, idFor } = input;
  const toPractice = new Map<string, string>();
  for (const [practiceId, templateId] of Object.entries(input.origin))
    if (findSection(practiceNow, practiceId) || findItem(practiceNow, practiceId))
      toPractice.set(templateId, practiceId);
  const commands: PlanEditCommand[] = [];
  const conflicts: TemplateConflict[] = [];
  const addedOrigin: Record<string, string> = {};
  const conflict = (c: Omit<TemplateConflict, 'id'>) =>
    conflicts.push({ ...c, id: `${c.practiceEntityId}:${c.field}` });

  // Sections: added, removed, details changed.
  templateNow.forEach((section, index) => {
    const before = findSection(templateThen, section.id)?.section;
    const practiceId = toPractice.get(section.id);
    if (!before) {
      if (practiceId) return;
      const id = idFor(`section:${section.id}`);
      addedOrigin[id] = section.id;
      const entries = section.entries.map((entry) => {
        if (entry.kind === 'parallel') {
          addedOrigin[idFor(`block:${entry.id}`)] = entry.id;
          return {
            ...entry,
            id: idFor(`block:${entry.id}`),
            lanes: entry.lanes.map((lane) => {
              addedOrigin[idFor(`lane:${lane.id}`)] = lane.id;
              return {
                ...lane,
                id: idFor(`lane:${lane.id}`),
                items: lane.items.map((item) => {
                  addedOrigin[idFor(`item:${item.id}`)] = item.id;
                  return { ...item, id: idFor(`item:${item.id}`) };
                }),
              };
            }),
          };
        }
        addedOrigin[idFor(`item:${entry.id}`)] = entry.id;
        return { ...entry, id: idFor(`item:${entry.id}`) };
      });
      commands.push({
        type: 'AddSection',
        data: { section: { ...section, id, entries }, index: Math.min(index, practiceNow.length) },
      });
      return;
    }
    if (!practiceId) return;
    const mine = findSection(practiceNow, practiceId)!.section;
    const details = [
      ['name', 'name', 'Name'],
      ['goals', 'goals', 'Goals'],
      ['notes', 'sectionNotes', 'Notes'],
      ['targetMinutes', 'targetMinutes', 'Planned minutes'],
    ] as const;
    for (const [key, field, label] of details) {
      if (same(before[key], section[key]) || same(mine[key], section[key])) continue;
      const take: PlanEditCommand = { type: 'SetSectionDetails', data: { sectionId: practiceId, [key]: section[key] } };
      if (coachChanged.has(practiceId)) {
        conflict({
          entity: 'section',
          practiceEntityId: practiceId,
          templateEntityId: section.id,
          field,
          label: `${label} of section “${mine.name}”`,
          mine: mine[key],
          template: section[key],
          take: [take],
        });
      } else commands.push(take);
    }
  });

  // Items: added, changed, moved, removed (looked up by their template id).
  const thenItems = itemsById(templateThen);
  const nowItems = itemsById(templateNow);
  const practiceItems = itemsById(practiceNow);
  for (const [templateId, { item, sectionId }] of nowItems) {
    const before = thenItems.get(templateId);
    const practiceId = toPractice.get(templateId);
    const targetSection = toPractice.get(sectionId);
    if (!before) {
      // New in the template: added to the practice's matching section (new sections came whole, above).
      if (practiceId || !targetSection || !findSection(templateThen, sectionId)) continue;
      const id = idFor(`item:${templateId}`);
      addedOrigin[id] = templateId;
      const found = findItem(templateNow, templateId)!;
      commands.push({
        type: 'AddItem',
        data: {
          item: { ...item, id },
          to: { sectionId: targetSection, index: found.location.laneId ? null : found.location.index },
        },
      });
      continue;
    }
    if (!practiceId) continue;
    const mine = practiceItems.get(practiceId)!;
    const touched = coachChanged.has(practiceId);
    const fields = [
      ['durationMinutes', 'duration', 'Duration'],
      ['title', 'title', 'Title'],
      ['notes', 'notes', 'Notes'],
    ] as const;
    for (const [key, field, label] of fields) {
      if (same(before.item[key], item[key]) || same(mine.item[key], item[key])) continue;
      const take: PlanEditCommand =
        key === 'durationMinutes'
          ? { type: 'SetItemDuration', data: { itemId: practiceId, durationMinutes: item.durationMinutes } }
          : { type: 'SetItemDetails', data: { itemId: practiceId, [key]: item[key] } };
      if (touched)
        conflict({
          entity: 'item',
          practiceEntityId: practiceId,
          templateEntityId: templateId,
          field,
          label: `${label} of ${itemName(mine.item)}`,
          mine: mine.item[key],
          template: item[key],
          take: [take],
        });
      else commands.push(take);
    }
    if (before.sectionId !== sectionId && targetSection && mine.sectionId !== targetSection) {
      const take: PlanEditCommand = {
        type: 'MoveItem',
        data: { itemId: practiceId, to: { sectionId: targetSection, index: null } },
      };
      const name = findSection(templateNow, sectionId)!.section.name;
      if (touched)
        conflict({
          entity: 'item',
          practiceEntityId: practiceId,
          templateEntityId: templateId,
          field: 'moved',
          label: `The template moved ${itemName(mine.item)} to “${name}”`,
          mine: mine.sectionId,
          template: targetSection,
          take: [take],
        });
      else commands.push(take);
    }
  }
  for (const [templateId, { item }] of thenItems) {
    if (nowItems.has(templateId)) continue;
    const practiceId = toPractice.get(templateId);
    if (!practiceId || !practiceItems.has(practiceId)) continue;
    const take: PlanEditCommand = { type: 'RemoveItem', data: { itemId: practiceId } };
    if (coachChanged.has(practiceId))
      conflict({
        entity: 'item',
        practiceEntityId: practiceId,
        templateEntityId: templateId,
        field: 'removed',
        label: `The template removed ${itemName(item)}`,
        mine: 'kept',
        template: 'removed',
        take: [take],
      });
    else commands.push(take);
  }
  for (const section of templateThen) {
    if (findSection(templateNow, section.id)) continue;
    const practiceId = toPractice.get(section.id);
    if (!practiceId) continue;
    const mine = findSection(practiceNow, practiceId)!.section;
    const take: PlanEditCommand = { type: 'RemoveSection', data: { sectionId: practiceId } };
    // The section goes only if nothing in it is the coach's: their own items or changes keep it, as a conflict.
    const theirs =
      coachChanged.has(practiceId) || allItems([mine]).some((i) => coachChanged.has(i.id) || !input.origin[i.id]);
    if (theirs)
      conflict({
        entity: 'section',
        practiceEntityId: practiceId,
        templateEntityId: section.id,
        field: 'removed',
        label: `The template removed section “${mine.name}”`,
        mine: 'kept',
        template: 'removed',
        take: [take],
      });
    else {
      // Its items that were removed one by one above are gone with the section.
      for (let i = commands.length - 1; i >= 0; i--) {
        const c = commands[i]!;
        if (c.type === 'RemoveItem' && allItems([mine]).some((it) => it.id === c.data.itemId)) commands.splice(i, 1);
      }
      commands.push(take);
    }
  }
  return { commands, conflicts, addedOrigin };
}

/** The practice entities an event changes (an item's duration, a section's name…); content it only adds is its own. */
function entitiesChangedBy(event: PlanEvent): string[] {
  switch (event.type) {
    case 'PlanItemMoved':
    case 'PlanItemDurationSet':
    case 'PlanItemDetailsChanged':
      return [event.data.itemId];
    case 'PlanItemRemoved':
      return [event.data.item.id];
    case 'PlanSectionDetailsChanged':
    case 'PlanSectionMoved':
      return [event.data.sectionId];
    case 'PlanSectionRemoved':
      return [event.data.section.id, ...allItems([event.data.section]).map((i) => i.id)];
    case 'PlanParallelBlockCreated':
      return event.data.lanes.flatMap((lane) => lane.itemIds);
    case 'PlanParallelBlockUngrouped':
      return event.data.block.lanes.flatMap((lane) => lane.items.map((i) => i.id));
    // New content is its own; lanes, metadata and the plan's lifecycle are not items or sections.
    case 'PlanItemAdded':
    case 'PlanSectionAdded':
    case 'PlanLaneAdded':
    case 'PlanLaneRenamed':
    case 'PlanLaneRecoloured':
    case 'PlanLaneRemoved':
    case 'PlanCreated':
    case 'PlanMetadataChanged':
    case 'PlanPublished':
    case 'PlanUnpublished':
    case 'PlanScheduled':
    case 'PlanUnscheduled':
    case 'PlanDeleted':
    case 'PlanRestored':
      return [];
  }
}

/**
 * Which practice entities a coach changed: those whose last change came from a coach's command, not from the
 * template (generation, propagation, or "take template", which hands the entity back to the template).
 */
export function coachChangedEntities(history: readonly { event: PlanEvent; fromTemplate: boolean }[]): Set<string> {
  const changed = new Set<string>();
  for (const { event, fromTemplate } of history) {
    for (const id of entitiesChangedBy(event)) {
      if (fromTemplate) changed.delete(id);
      else changed.add(id);
    }
  }
  return changed;
}
