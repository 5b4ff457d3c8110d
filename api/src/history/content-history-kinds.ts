import {
  BOARD_DOCUMENT_EVENT_TYPES,
  FORMATION_DOCUMENT_EVENT_TYPES,
  boardStateAccess,
  boardDecider,
  boardHistoryView,
  boardStreamId,
  drillAccessOf,
  drillDecider,
  drillHistoryView,
  drillStreamId,
  formationAccessOf,
  formationDecider,
  formationHistoryView,
  formationStreamId,
  isBlock,
  planAccessOf,
  planDecider,
  planHistoryView,
  planRestoreCommands,
  planStreamId,
  validationError,
  authorize,
  type BoardState,
  type ContentAccess,
  type DrillFields,
  type DrillState,
  type FormationPatch,
  type FormationState,
  type PlanCommand,
  type PlanState,
} from '@sideline/domain';
import { authorizePlan } from '../practice-plans/plan-access';
import { planTarget } from '../practice-plans/plan-target';
import { drawingAttribution } from './drawing-attribution';
import { defineHistoryKind, noSuchVersion, type AnyHistoryKind, type HistoryKind } from './history-kind';

const deletedVersion = (what: string) =>
  validationError(
    'HISTORY.DELETED_VERSION',
    `The ${what} was deleted at that version: choose another one, or restore it from the trash.`,
    { version: ['Choose a version where it was not deleted.'] },
  );
const DRILL_IDS = /"drillId":"([^"]{1,64})"/g;

type Live<S> = Exclude<S, { status: 'none' }>;

/** What a content kind says about itself; the builder turns it into a HistoryKind. */
type ContentKindSpec<S extends { status: string }, E> = Omit<
  HistoryKind<S, E>,
  'initialState' | 'evolve' | 'subject' | 'nameOf'
> & {
  /** lower case, as messages use it: "drill", "practice plan" */
  noun: string;
  decider: { initialState: () => S; evolve: (state: S, event: E) => S };
  /** its access as the policy sees it (null: it does not exist): owners and editors see and restore its history */
  accessOf: (state: S) => ContentAccess | null;
  name: (state: Live<S>) => string;
};

/** One content type's history: its decider, its access as the policy's subject, its name (the noun until it exists). */
function contentHistoryKind<S extends { status: string }, E>({
  noun,
  decider,
  accessOf,
  name,
  ...kind
}: ContentKindSpec<S, E>): AnyHistoryKind {
  return defineHistoryKind<S, E>({
    ...kind,
    initialState: decider.initialState,
    evolve: decider.evolve,
    subject: (state) => {
      const content = accessOf(state);
      return content && { kind: 'content', content };
    },
    nameOf: (state) =>
      state.status === 'none' ? noun.charAt(0).toUpperCase() + noun.slice(1) : name(state as Live<S>),
  });
}

/** A version to go back to must have had the content, and not deleted (the trash brings deleted content back). */
function assertRestorable<S extends { status: string }>(
  noun: string,
  target: S,
): asserts target is Exclude<S, { status: 'none' | 'deleted' }> {
  if (target.status === 'none') throw noSuchVersion(noun);
  if (target.status === 'deleted') throw deletedVersion(noun);
}

export const drillHistoryKind = contentHistoryKind<DrillState, Parameters<typeof drillDecider.evolve>[1]>({
  entityType: 'drill',
  noun: 'drill',
  streamId: drillStreamId,
  decider: drillDecider,
  accessOf: drillAccessOf,
  name: (state) => state.content.name,
  view: (state) => drillHistoryView(state),
  async restore(s, actor, drillId, target, current, ctx) {
    assertRestorable('drill', target);
    if (current.status === 'deleted') await s.drills.restore(actor, drillId, ctx);
    const fields: DrillFields = {
      ...target.content,
      visibility: target.visibility,
      teamId: target.teamId,
      editableByOthers: target.editableByOthers,
      variationOf: target.variationOf,
    };
    await s.drills.update(actor, drillId, fields, ctx);
  },
});

export const planHistoryKind = contentHistoryKind<PlanState, Parameters<typeof planDecider.evolve>[1]>({
  entityType: 'plan',
  noun: 'practice plan',
  streamId: planStreamId,
  decider: planDecider,
  accessOf: planAccessOf,
  name: (state) => state.metadata.name,
  view: (state, names) => planHistoryView(state, names),
  partsOf: (state, names) => {
    const parts = new Map<string, { label: string; fingerprint: string }>();
    if (state.status === 'none') return parts;
    for (const section of state.sections) {
      parts.set(section.id, {
        label: `section “${section.name}”`,
        fingerprint: JSON.stringify([section.name, section.goals, section.notes, section.targetMinutes]),
      });
      for (const entry of section.entries) {
        const items = isBlock(entry)
          ? entry.lanes.flatMap((lane) => lane.items.map((item) => [item, lane.id] as const))
          : [[entry, null] as const];
        for (const [item, laneId] of items) {
          const name = item.title || (item.drillId ? names.drill(item.drillId) : null) || item.kind;
          parts.set(item.id, {
            label: `${name} (in “${section.name}”)`,
            fingerprint: JSON.stringify([item, section.id, laneId]),
          });
        }
      }
    }
    return parts;
  },
  referencedIds: (events) => ({
    drills: [...new Set(events.flatMap((e) => [...JSON.stringify(e.data).matchAll(DRILL_IDS)].map((m) => m[1]!)))],
  }),
  async restore(s, actor, planId, target, _current, ctx) {
    await s.handler.handle(
      planTarget(planId),
      (state): PlanCommand => ({
        type: 'ApplyPlanCommands',
        data: { commands: planRestoreCommands(state, target, ctx.metadata.at) },
      }),
      ctx,
      {
        authorize: (state) => {
          const plan = authorizePlan(actor, state, state.status === 'deleted' ? 'content.restore' : 'content.edit', {
            evenDeleted: true,
          });
          authorize(actor, { action: 'history.restore', subject: { kind: 'content', content: planAccessOf(plan)! } });
          // Bringing back who can see or edit it takes the owner's rights, as the editor's own commands do.
          if (
            target.status !== 'none' &&
            JSON.stringify([target.metadata.visibility, target.metadata.editableByOthers, target.metadata.teamId]) !==
              JSON.stringify([plan.metadata.visibility, plan.metadata.editableByOthers, plan.metadata.teamId])
          ) {
            authorize(actor, { action: 'content.share', content: planAccessOf(plan)! });
          }
        },
      },
    );
  },
});

export const formationHistoryKind = contentHistoryKind<FormationState, Parameters<typeof formationDecider.evolve>[1]>({
  entityType: 'formation',
  noun: 'formation',
  streamId: formationStreamId,
  decider: formationDecider,
  accessOf: formationAccessOf,
  name: (state) => state.content.name,
  view: (state) => formationHistoryView(state),
  hiddenTypes: ['FormationDocumentSnapshotted'],
  attributionFromEvents: (events, nameOf) => drawingAttribution(events, FORMATION_DOCUMENT_EVENT_TYPES, nameOf),
  summaryOf: (event) =>
    event.type === 'FormationDocumentUpdated'
      ? 'Edited the diagram'
      : event.type === 'FormationDocumentRestored'
        ? `Brought the diagram back to version ${(event.data as { toVersion: number }).toVersion}`
        : null,
  async restore(s, actor, formationId, target, current, ctx) {
    assertRestorable('formation', target);
    if (current.status === 'deleted') await s.formations.restore(actor, formationId, ctx);
    const now = current.status === 'none' ? null : current;
    const patch: FormationPatch = {};
    const wanted = {
      ...target.content,
      visibility: target.visibility,
      teamId: target.teamId,
      editableByOthers: target.editableByOthers,
    } as Record<string, unknown>;
    const have = (
      now
        ? { ...now.content, visibility: now.visibility, teamId: now.teamId, editableByOthers: now.editableByOthers }
        : {}
    ) as Record<string, unknown>;
    for (const [field, value] of Object.entries(wanted))
      if (JSON.stringify(value) !== JSON.stringify(have[field])) (patch as Record<string, unknown>)[field] = value;
    if (Object.keys(patch).length > 0) await s.formations.edit(actor, formationId, patch, ctx);
    // The diagram as it was then: its latest stored version at or before the chosen one.
    if (target.lastDocumentVersion > 0 && target.lastDocumentVersion !== now?.lastDocumentVersion)
      await s.formations.restoreDiagramVersion(actor, formationId, target.lastDocumentVersion, ctx);
  },
});

export const boardHistoryKind = contentHistoryKind<BoardState, Parameters<typeof boardDecider.evolve>[1]>({
  entityType: 'board',
  noun: 'board',
  streamId: boardStreamId,
  decider: boardDecider,
  accessOf: boardStateAccess,
  name: (state) => state.name,
  view: (state) => boardHistoryView(state),
  hiddenTypes: ['BoardDocumentSnapshotted'],
  attributionFromEvents: (events, nameOf) => drawingAttribution(events, BOARD_DOCUMENT_EVENT_TYPES, nameOf),
  summaryOf: (event) =>
    event.type === 'BoardDocumentUpdated'
      ? 'Drew on the board'
      : event.type === 'BoardRestored'
        ? 'Brought the drawing back to an earlier version'
        : null,
  async restore(s, actor, boardId, target, current, ctx) {
    assertRestorable('board', target);
    if (current.status === 'deleted') await s.boards.undelete(actor, boardId, ctx);
    const now = current.status === 'none' ? null : current;
    const patch = {
      ...(target.name !== now?.name ? { name: target.name } : {}),
      ...(target.visibility !== now?.visibility ? { visibility: target.visibility } : {}),
    };
    if (Object.keys(patch).length > 0) await s.boards.update(actor, boardId, patch, ctx);
    if (target.lastDocumentVersion > 0 && target.lastDocumentVersion !== now?.lastDocumentVersion)
      await s.boards.restoreVersion(actor, boardId, target.lastDocumentVersion, ctx);
  },
});
