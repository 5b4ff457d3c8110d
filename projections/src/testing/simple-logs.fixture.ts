import { planDraftDecider, type PlanDraftCommand, type PlanDraftEvent, type PlanDraftState } from '@sideline/domain';
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
      log.append(streamId, { type: 'CommentPosted', data: { commentId, target: { type: b % 2 ? 'drill' : 'plan', id: `t${b % 3}` }, authorId: USERS[a % 3], body: `Hello ${a}` } });
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
      log.append(streamId, { type: 'DrillImportStarted', data: { batchId, importerId: USERS[a % 3], fileName: `f${a}.csv`, sport: 'quadball', visibility: 'public', total: 5 + (b % 20) } });
    } else if (kind % 4 === 2) {
      log.append(streamId, { type: 'DrillImportCompleted', data: { batchId, imported: a % 30 } });
    } else if (kind % 4 === 3) {
      log.append(streamId, { type: 'DrillImportUndone', data: { batchId, drillIds: ['d1'] } });
    } else {
      log.append(streamId, { type: 'DrillImportRowsAdded', data: { batchId, drillIds: Array.from({ length: 1 + (a % 4) }, (_, i) => `d${i}`) } });
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
      log.append(streamId, { type: 'UserRegistered', data: { userId, email: `${userId}@example.com`, displayName: `User ${a}`, role: ROLES[b % 3] } });
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
      { type: 'SaveDraftStep', data: { actorId: owner, step: 'basic-info', data: { name: `Draft ${a}`, sport: 'quadball', goals: ['conditioning'], totalMinutes: 30 + (b % 60), participants: 10, phase: 'mid-season', startTime: '18:00' } } },
      { type: 'SaveDraftStep', data: { actorId: owner, step: 'basic-info', data: { name: `Other ${b}`, sport: 'quadball', goals: [], totalMinutes: 60 } } },
      { type: 'DiscardDraft', data: { actorId: owner } },
      { type: 'CompleteDraft', data: { actorId: owner, planId: `p${a}` } },
    ];
    const command: PlanDraftCommand = state.status === 'none' ? { type: 'StartDraft', data: { draftId, ownerId: owner } } : commands[kind % commands.length]!;
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
