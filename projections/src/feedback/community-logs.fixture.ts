import type { FeedbackEvent, SuggestionEvent } from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { LogBuilder } from '../testing/batch-equivalence';
import type { Step } from '../testing/document-logs.fixture';

const USERS = ['ann', 'bob', 'cat'];
const KINDS = ['bug', 'idea', 'question', 'other'] as const;
const STATUSES = ['new', 'planned', 'done', 'declined'] as const;

/** Feedback by the app's rules: sent first, then status changes, replies and (once per user) upvotes. Test-only. */
export function feedbackLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const upvoted = new Set<string>();
  for (const [n, kind, a, b] of steps) {
    const feedbackId = `f${n}`;
    const streamId = `feedback-${feedbackId}`;
    const append = (event: FeedbackEvent) => log.append(streamId, event);
    if (log.version(streamId) === 0) append({ type: 'FeedbackSent', data: { feedbackId, kind: KINDS[a % 4]!, text: `Text ${a}`, page: '/', userAgent: 'ua', senderId: b % 3 === 0 ? null : USERS[b % 3]! } });
    else if (kind === 0) append({ type: 'FeedbackStatusChanged', data: { feedbackId, from: 'new', to: STATUSES[a % 4]!, by: 'ada' } });
    else if (kind === 1) append({ type: 'FeedbackReplied', data: { feedbackId, reply: `Reply ${a}`, by: 'ada' } });
    else {
      const userId = USERS[a % 3]!;
      if (upvoted.has(`${feedbackId}:${userId}`)) continue;
      upvoted.add(`${feedbackId}:${userId}`);
      log.append(`feedback-upvote-${feedbackId}-${userId}`, { type: 'FeedbackUpvoted', data: { feedbackId, userId } });
    }
  }
  return log.events;
}

/** Poll suggestions by the app's rules: suggested first, votes (once per user) while open, then linked, closed or removed. Test-only. */
export function pollLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const voted = new Set<string>();
  const open = new Set<string>();
  for (const [n, kind, a, b] of steps) {
    const suggestionId = `s${n}`;
    const streamId = `poll-suggestion-${suggestionId}`;
    const append = (event: SuggestionEvent) => log.append(streamId, event);
    if (log.version(streamId) === 0) {
      append({ type: 'DrillSuggested', data: { suggestionId, text: `Drill ${a % 5}`, suggestedBy: USERS[b % 3]!, duplicateOf: null } });
      open.add(suggestionId);
    } else if (kind === 0 && open.has(suggestionId)) {
      const userId = USERS[a % 3]!;
      if (voted.has(`${suggestionId}:${userId}`)) continue;
      voted.add(`${suggestionId}:${userId}`);
      log.append(`poll-vote-${suggestionId}-${userId}`, { type: 'SuggestionVoted', data: { suggestionId, userId } });
    } else if (kind === 1) {
      append({ type: 'DrillSuggestionLinked', data: { suggestionId, drillId: `d${a % 3}`, by: 'ada' } });
      open.delete(suggestionId);
    } else if (kind === 2) {
      append(b % 2 ? { type: 'DrillSuggestionClosed', data: { suggestionId, by: 'ada' } } : { type: 'DrillSuggestionRemoved', data: { suggestionId, by: 'ada' } });
      open.delete(suggestionId);
    }
  }
  return log.events;
}
