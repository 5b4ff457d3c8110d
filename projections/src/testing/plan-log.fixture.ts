import {
  drillInputSchema,
  formationInputSchema,
  initialPlanState,
  planDecider,
  voteStreamId,
  type PlanCommand,
  type PlanEvent,
  type PlanItem,
  type PlanState,
} from '@sideline/domain';
import { drillItem, metadata, randomCommand, samplePlan } from '@sideline/domain/practice-plan/testing/plan.fixture';
import type { RecordedEvent } from '@sideline/eventstore';
import fc from 'fast-check';
import { LogBuilder } from './batch-equivalence';

/** Drills and formations that generated plans refer to (a small pool, so counts go up and down). */
export const POOL = { drills: ['d1', 'd2', 'd3'], formations: ['f1', 'f2'] };

/** The pool's creation events (for the drills and formations read models, applied before a plan log). */
export function poolEvents(): RecordedEvent[] {
  const log = new LogBuilder();
  for (const drillId of POOL.drills) {
    const {
      visibility: _v,
      editableByOthers: _e,
      variationOf: _p,
      ...content
    } = drillInputSchema.parse({
      sport: 'quadball',
      name: `Drill ${drillId}`,
      briefDescription: 'x',
      drillTypes: ['Warmup'],
      skillLevels: ['Beginner'],
      lengthMin: 5,
      lengthMax: 10,
      playersMin: 2,
      skills: ['Passing'],
      positions: ['chaser'],
    });
    log.append(`drill-${drillId}`, {
      type: 'DrillCreated',
      data: {
        drillId,
        ownerId: 'ann',
        content,
        visibility: 'public',
        editableByOthers: false,
        variationOf: null,
        importBatchId: null,
      },
    });
  }
  for (const formationId of POOL.formations) {
    const {
      visibility: _v,
      editableByOthers: _e,
      ...content
    } = formationInputSchema.parse({ sport: 'quadball', name: `Formation ${formationId}` });
    log.append(`formation-${formationId}`, {
      type: 'FormationCreated',
      data: {
        formationId,
        ownerId: 'ann',
        content,
        visibility: 'public',
        editableByOthers: false,
        duplicatedFrom: null,
      },
    });
  }
  return log.events;
}

/** One step of a generated plan log: which plan, what kind of thing happens, and numbers to pick with. */
export const planStepArb = fc.noBias(
  fc.tuple(
    fc.integer({ min: 0, max: 2 }),
    fc.integer({ min: 0, max: 18 }),
    fc.nat(1000),
    fc.nat(1000),
    fc.nat(1000),
    fc.nat(1000),
  ),
);
export type PlanStep = [number, number, number, number, number, number];

/** An item that refers to a pool drill or formation, or to nothing. */
function poolItem(id: string, n: number): PlanItem {
  const pick = n % 6;
  if (pick < 3) return drillItem(id, 5 + (n % 20), { drillId: POOL.drills[pick]! });
  if (pick < 5)
    return { ...drillItem(id, 5), kind: 'formation', drillId: null, formationId: POOL.formations[pick - 3]! };
  return { ...drillItem(id, 5), kind: 'activity', drillId: null, title: 'Run' };
}

/**
 * A log of plan commands decided by the real plan decider (commands it rejects are dropped), with votes on the plans
 * between them: the events the plans and usage read models see.
 */
export function planLog(steps: readonly PlanStep[]): RecordedEvent[] {
  const log = new LogBuilder();
  const states = new Map<string, PlanState>();
  let ids = 0;
  const fresh = () => `x${++ids}`;
  for (const [planIndex, kind, a, b, c, d] of steps) {
    const planId = `p${planIndex}`;
    const streamId = `plan-${planId}`;
    const state: PlanState = states.get(planId) ?? initialPlanState();
    if (kind >= 15 && kind <= 17) {
      if (state.status === 'none') continue;
      const userId = `u${a % 3}`;
      const target = { type: 'plan' as const, id: planId };
      const vote =
        kind === 17
          ? { type: 'VoteWithdrawn', data: { target, userId } }
          : { type: 'VoteCast', data: { target, userId, value: b % 2 ? 1 : -1 } };
      log.append(voteStreamId(target, userId), vote, userId);
      continue;
    }
    let command: PlanCommand;
    if (state.status === 'none') {
      const sections = samplePlan().map((section, s) => ({
        ...section,
        id: fresh(),
        entries: section.entries.map((entry, e) =>
          entry.kind === 'parallel' ? entry : poolItem(fresh(), a + s * 7 + e),
        ),
      }));
      command = {
        type: 'CreatePlan',
        data: {
          planId,
          ownerId: 'ann',
          metadata: metadata({ name: `Plan ${planId}`, visibility: 'public' }),
          sections: sections.slice(0, 1 + (b % 3)),
          copiedFrom: null,
          draftId: null,
        },
      };
    } else {
      const facts = state;
      if (kind === 10) command = { type: 'DeletePlan', data: {} };
      else if (kind === 11) command = { type: 'RestorePlan', data: {} };
      else if (kind === 12) command = { type: 'PublishPlan', data: { at: '2026-02-01T10:00:00.000Z' } };
      else if (kind === 13)
        command = {
          type: 'SetPlanMetadata',
          data: { changes: { name: `Renamed ${a}`, targetMinutes: b % 2 ? null : 30 + (c % 60) } },
        };
      else if (kind === 14) command = { type: 'UnpublishPlan', data: {} };
      else if (kind === 18)
        command = {
          type: 'RemoveSection',
          data: { sectionId: facts.sections[b % Math.max(1, facts.sections.length)]?.id ?? 'none' },
        };
      else {
        command = randomCommand(facts, [kind, a, b, c], fresh);
        if (command.type === 'AddItem')
          command = { ...command, data: { ...command.data, item: poolItem(command.data.item.id, d) } };
        if (command.type === 'AddSection')
          command = {
            ...command,
            data: {
              ...command.data,
              section: { ...command.data.section, entries: [poolItem(fresh(), d), poolItem(fresh(), d + 1)] },
            },
          };
      }
    }
    let events: PlanEvent[];
    try {
      events = planDecider.decide(command, state);
    } catch {
      continue;
    }
    let next = state;
    for (const event of events) {
      next = planDecider.evolve(next, event);
      log.append(streamId, event, 'ann');
    }
    states.set(planId, next);
  }
  return log.events;
}
