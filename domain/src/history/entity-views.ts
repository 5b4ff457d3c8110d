import type { BoardState } from '../board/board.decider';
import { richTextToPlain } from '../content/rich-text';
import type { DrillState } from '../drill/drill.decider';
import type { FormationState } from '../formation/formation.decider';
import { isBlock, type PlanItem, type Section } from '../practice-plan/plan.model';
import type { PlanState } from '../practice-plan/plan.state';
import type { TeamState } from '../team/team.decider';
import type { UserState } from '../user/user.decider';
import { emptyView, listField, textField, valueField, type ReadableField, type ReadableView } from './readable-view';

/** Names of what an entity refers to, looked up by the caller (only what the viewer may open is named). */
export interface ViewNames {
  user: (id: string) => string;
  drill: (id: string) => string | null;
}

const status = (s: string) =>
  valueField(
    'status',
    s === 'deleted' ? 'deleted' : s === 'archived' ? 'archived' : s === 'disabled' ? 'disabled' : 'active',
  );
const teamOf = (teamId: string | null) => valueField('team', teamId ? 'a team' : 'none (owner only)');

export function drillHistoryView(state: DrillState): ReadableView {
  if (state.status === 'none') return emptyView();
  const c = state.content;
  const fields: Record<string, ReadableField> = {
    status: status(state.status),
    name: valueField('name', c.name),
    sport: valueField('sport', c.sport),
    briefDescription: textField('brief description', c.briefDescription),
    detailedDescription: textField('detailed description', richTextToPlain(c.detailedDescription)),
    drillTypes: listField('drill types', c.drillTypes),
    skillLevels: listField('skill levels', c.skillLevels),
    complexity: valueField('complexity', c.complexity),
    lengthMin: valueField('shortest length (min)', c.lengthMin),
    lengthMax: valueField('longest length (min)', c.lengthMax),
    playersMin: valueField('fewest players', c.playersMin),
    playersMax: valueField('most players', c.playersMax),
    skills: listField('skills', c.skills),
    positions: listField('positions', c.positions),
    videoUrl: valueField('video link', c.videoUrl),
    diagrams: listField(
      'diagrams',
      c.diagrams.map((d, i) => ({
        key: d.id,
        label: `${d.title || `Diagram ${i + 1}`} (${d.elements.length} shapes)`,
      })),
    ),
    visibility: valueField('visibility', state.visibility),
    editableByOthers: valueField('editable by others', state.editableByOthers),
    teamId: teamOf(state.teamId),
    variationOf: valueField('variation of', state.variationOf ? 'another drill' : null),
  };
  return { fields };
}

const itemLabel = (item: PlanItem, names: ViewNames) => {
  const name =
    item.title ||
    (item.drillId ? names.drill(item.drillId) : null) ||
    (item.kind === 'formation' ? 'a formation' : item.kind);
  return `${name} · ${item.durationMinutes} min${item.notes ? ` · notes: ${item.notes}` : ''}`;
};

/** A section's content as one list: single items, and a parallel block's items as "lane › item". */
function sectionEntries(section: Section, names: ViewNames) {
  return section.entries.flatMap((entry) =>
    isBlock(entry)
      ? entry.lanes.flatMap((lane) => [
          { key: `lane:${lane.id}`, label: `parallel lane “${lane.name}”` },
          ...lane.items.map((item) => ({ key: item.id, label: `${lane.name} › ${itemLabel(item, names)}` })),
        ])
      : [{ key: entry.id, label: itemLabel(entry, names) }],
  );
}

/** A plan as metadata, the list of its sections, and one list of items per section. */
export function planHistoryView(state: PlanState, names: ViewNames): ReadableView {
  if (state.status === 'none') return emptyView();
  const m = state.metadata;
  const fields: Record<string, ReadableField> = {
    status: status(state.status),
    published: valueField('published', state.published),
    name: valueField('name', m.name),
    description: textField('description', richTextToPlain(m.description)),
    sport: valueField('sport', m.sport),
    phaseOfSeason: valueField('phase of season', m.phaseOfSeason),
    practiceGoals: listField('practice goals', m.practiceGoals),
    expectedParticipants: valueField('expected participants', m.expectedParticipants),
    startTime: valueField('start time', m.startTime),
    targetMinutes: valueField('planned length (min)', m.targetMinutes),
    scheduledDate: valueField('date', m.scheduledDate),
    visibility: valueField('visibility', m.visibility),
    editableByOthers: valueField('editable by others', m.editableByOthers),
    teamId: teamOf(m.teamId),
    sections: listField(
      'sections',
      state.sections.map((s) => ({
        key: s.id,
        label: `${s.name}${s.targetMinutes !== null ? ` (${s.targetMinutes} min planned)` : ''}`,
      })),
    ),
  };
  for (const section of state.sections) {
    fields[`section:${section.id}`] = listField(`items of “${section.name}”`, sectionEntries(section, names));
    if (section.goals.length > 0 || section.notes)
      fields[`section-notes:${section.id}`] = textField(
        `goals and notes of “${section.name}”`,
        [section.goals.join(', '), section.notes].filter(Boolean).join('\n'),
      );
  }
  return { fields };
}

export function formationHistoryView(state: FormationState): ReadableView {
  if (state.status === 'none') return emptyView();
  const c = state.content;
  return {
    fields: {
      status: status(state.status),
      name: valueField('name', c.name),
      sport: valueField('sport', c.sport),
      formationType: valueField('type', c.formationType),
      briefDescription: textField('brief description', c.briefDescription),
      detailedDescription: textField('detailed description', richTextToPlain(c.detailedDescription)),
      tags: listField('tags', c.tags),
      courtTemplateId: valueField('court', c.courtTemplateId),
      visibility: valueField('visibility', state.visibility),
      editableByOthers: valueField('editable by others', state.editableByOthers),
      teamId: teamOf(state.teamId),
      diagramVersion: valueField('diagram version', state.lastDocumentVersion || null),
    },
  };
}

export function boardHistoryView(state: BoardState): ReadableView {
  if (state.status === 'none') return emptyView();
  return {
    fields: {
      status: status(state.status),
      name: valueField('name', state.name),
      sport: valueField('sport', state.sport),
      visibility: valueField('visibility', state.visibility),
      teamId: teamOf(state.teamId),
      shareLinks: listField(
        'share links',
        Object.entries(state.shareLinks)
          .filter(([, l]) => !l.revoked)
          .map(([id, l]) => ({ key: id, label: `${l.mode} link` })),
      ),
      drawingVersion: valueField('drawing version', state.lastDocumentVersion || null),
    },
  };
}

export function teamHistoryView(state: TeamState, names: ViewNames): ReadableView {
  if (state.status === 'none') return emptyView();
  const d = state.details;
  return {
    fields: {
      status: status(state.status),
      name: valueField('name', d.name),
      description: textField('description', d.description),
      sport: valueField('sport', d.sport),
      timeZone: valueField('time zone', d.timeZone),
      firstDayOfWeek: valueField('first day of the week', d.firstDayOfWeek),
      practiceStartTime: valueField('practice start time', d.practiceStartTime),
      practiceMinutes: valueField('practice length (min)', d.practiceMinutes),
      members: listField(
        'members',
        Object.entries(state.members).map(([userId, role]) => ({
          key: userId,
          label: `${names.user(userId)} (${role})`,
        })),
      ),
    },
  };
}

export function userHistoryView(state: UserState): ReadableView {
  if (state.status === 'none') return emptyView();
  if (state.status === 'deleted') return { fields: { status: status('deleted') } };
  // the name is personal data: not in the account's events, so not in its history (docs/decisions.md §28)
  return { fields: { status: status(state.status), role: valueField('site role', state.role) } };
}
