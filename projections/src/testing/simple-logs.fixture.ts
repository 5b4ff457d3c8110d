import {
  drillInputSchema,
  planDraftDecider,
  voteStreamId,
  type DrillEvent,
  type PlanDraftCommand,
  type PlanDraftEvent,
  type PlanDraftState,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { LogBuilder } from './batch-equivalence';
import type { Step } from './document-logs.fixture';

const USERS = ['ann', 'bob', 'cat'];
const ROLES = ['coach', 'admin', 'player'] as const;

/** Comments by the app's rules: posted first, then edited or deleted by their stream. */
export function commentLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  for (const [n, kind, a, b] of steps) {
    const commentId = `c${n + 3 * (a % 2)}`;
    const streamId = `comment-${commentId}`;
    if (log.version(streamId) === 0) {
      log.append(streamId, {
        type: 'CommentPosted',
        data: {
          commentId,
          target: { type: b % 2 ? 'drill' : 'plan', id: `t${b % 3}` },
          authorId: USERS[a % 3],
          body: `Hello ${a}`,
        },
      });
    } else if (kind % 3 === 2) {
      log.append(streamId, { type: 'CommentDeleted', data: { commentId, byModerator: b % 2 === 0 } });
    } else {
      log.append(streamId, { type: 'CommentEdited', data: { commentId, body: `Edited ${a}` } });
    }
  }
  return log.events;
}

/** Bulk imports by the app's rules: started, rows added, completed, undone. */
export function importLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  for (const [n, kind, a, b] of steps) {
    const batchId = `i${n}`;
    const streamId = `drill-import-${batchId}`;
    if (log.version(streamId) === 0) {
      log.append(streamId, {
        type: 'DrillImportStarted',
        data: {
          batchId,
          importerId: USERS[a % 3],
          fileName: `f${a}.csv`,
          sport: 'quadball',
          visibility: 'public',
          total: 5 + (b % 20),
        },
      });
    } else if (kind % 4 === 2) {
      log.append(streamId, { type: 'DrillImportCompleted', data: { batchId, imported: a % 30 } });
    } else if (kind % 4 === 3) {
      log.append(streamId, { type: 'DrillImportUndone', data: { batchId, drillIds: ['d1'] } });
    } else {
      log.append(streamId, {
        type: 'DrillImportRowsAdded',
        data: { batchId, drillIds: Array.from({ length: 1 + (a % 4) }, (_, i) => `d${i}`) },
      });
    }
  }
  return log.events;
}

/** Users by the app's rules: registered, then renamed, role changes, disabled and enabled, password changes. */
export function userLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  for (const [n, kind, a, b] of steps) {
    const userId = `u${n}`;
    const streamId = `user-${userId}`;
    if (log.version(streamId) === 0) {
      log.append(streamId, {
        type: 'UserRegistered',
        data: { userId, email: `${userId}@example.com`, displayName: `User ${a}`, role: ROLES[b % 3] },
      });
      continue;
    }
    const events = [
      { type: 'UserRenamed', data: { userId, displayName: `Name ${a}` } },
      { type: 'UserRoleChanged', data: { userId, from: 'coach', to: ROLES[a % 3] } },
      { type: 'UserDisabled', data: { userId } },
      { type: 'UserEnabled', data: { userId } },
      { type: 'UserPasswordChanged', data: { userId } },
    ];
    log.append(streamId, events[kind % events.length]!);
  }
  return log.events;
}

/** Wizard drafts decided by the real draft decider (commands it rejects are dropped). */
export function draftLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const states = new Map<string, PlanDraftState>();
  for (const [n, kind, a, b] of steps) {
    const draftId = `d${n}`;
    const state: PlanDraftState = states.get(draftId) ?? { status: 'none' };
    const owner = 'ann';
    const commands: PlanDraftCommand[] = [
      {
        type: 'SaveDraftStep',
        data: {
          actorId: owner,
          step: 'basic-info',
          data: {
            name: `Draft ${a}`,
            sport: 'quadball',
            goals: ['conditioning'],
            totalMinutes: 30 + (b % 60),
            participants: 10,
            phase: 'mid-season',
            startTime: '18:00',
          },
        },
      },
      {
        type: 'SaveDraftStep',
        data: {
          actorId: owner,
          step: 'basic-info',
          data: { name: `Other ${b}`, sport: 'quadball', goals: [], totalMinutes: 60 },
        },
      },
      { type: 'DiscardDraft', data: { actorId: owner } },
      { type: 'CompleteDraft', data: { actorId: owner, planId: `p${a}` } },
    ];
    const command: PlanDraftCommand =
      state.status === 'none'
        ? { type: 'StartDraft', data: { draftId, ownerId: owner } }
        : commands[kind % commands.length]!;
    let events: PlanDraftEvent[];
    try {
      events = planDraftDecider.decide(command, state);
    } catch {
      continue;
    }
    let next = state;
    for (const event of events) {
      next = planDraftDecider.evolve(next, event);
      log.append(`plan-draft-${draftId}`, event, owner);
    }
    states.set(draftId, next);
  }
  return log.events;
}

const drillContent = (n: number) => {
  const {
    visibility: _v,
    editableByOthers: _e,
    variationOf: _p,
    teamId: _t,
    ...content
  } = drillInputSchema.parse({
    sport: 'quadball',
    name: `Drill ${n % 7}`,
    briefDescription: `brief ${n % 5}`,
    drillTypes: ['Warmup'],
    skillLevels: ['Beginner'],
    lengthMin: 5,
    lengthMax: 10 + (n % 10),
    playersMin: 2,
    skills: ['Passing'],
    positions: ['chaser'],
  });
  return content;
};

/** Drills (and votes on drills) by the app's rules: variations of drills that exist, edits, deletes and restores. */
export function drillLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const created: string[] = [];
  const parentOf = new Map<string, string | null>();
  for (const [n, kind, a, b] of steps) {
    const drillId = `d${n + 3 * (b % 2)}`;
    const streamId = `drill-${drillId}`;
    const append = (event: DrillEvent) => log.append(streamId, event, USERS[a % 3]);
    if (!created.includes(drillId)) {
      const parent = created.length > 0 && a % 2 ? created[a % created.length]! : null;
      created.push(drillId);
      parentOf.set(drillId, parent);
      append({
        type: 'DrillCreated',
        data: {
          drillId,
          ownerId: USERS[a % 3]!,
          content: drillContent(a),
          visibility: 'public',
          editableByOthers: false,
          variationOf: parent,
          importBatchId: null,
          ...(b % 3 ? { teamId: b % 3 === 1 ? 't1' : null } : {}),
        },
      });
      continue;
    }
    const other = created[a % created.length]!;
    switch (kind) {
      case 0:
        append({ type: 'DrillEdited', data: { drillId, changes: { name: { from: 'x', to: `Name ${a}` } } } });
        break;
      case 1:
        append({
          type: 'DrillEdited',
          data: {
            drillId,
            changes: { lengthMax: { from: 1, to: 10 + (a % 30) }, skills: { from: [], to: [`S${a % 3}`] } },
          },
        });
        break;
      case 2:
        append({ type: 'DrillVisibilityChanged', data: { drillId, from: 'public', to: a % 2 ? 'private' : 'public' } });
        break;
      case 3:
        append({ type: 'DrillTeamChanged', data: { drillId, from: null, to: a % 2 ? 't1' : null } });
        break;
      case 4:
        append({ type: 'DrillEditabilityChanged', data: { drillId, editableByOthers: a % 2 === 0 } });
        break;
      case 5:
        if (other !== drillId) {
          parentOf.set(drillId, other);
          append({ type: 'DrillVariationSet', data: { drillId, parentId: other } });
        }
        break;
      case 6: {
        const previousParentId = parentOf.get(drillId);
        if (previousParentId) {
          parentOf.set(drillId, null);
          append({ type: 'DrillVariationCleared', data: { drillId, previousParentId } });
        }
        break;
      }
      case 7:
        append({ type: 'DrillDeleted', data: { drillId, reason: 'deleted' } });
        break;
      case 8:
        append({ type: 'DrillRestored', data: { drillId } });
        break;
      default: {
        const userId = USERS[a % 3]!;
        const target = { type: 'drill' as const, id: drillId };
        log.append(
          voteStreamId(target, userId),
          kind === 10 && b % 2
            ? { type: 'VoteWithdrawn', data: { target, userId } }
            : { type: 'VoteCast', data: { target, userId, value: b % 2 ? 1 : -1 } },
          userId,
        );
      }
    }
  }
  return log.events;
}
