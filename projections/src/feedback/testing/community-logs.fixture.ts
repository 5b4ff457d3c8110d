import {
  feedbackDecider,
  feedbackStreamId,
  feedbackUpvoteDecider,
  feedbackUpvoteStreamId,
  suggestionDecider,
  suggestionStreamId,
  suggestionVoteDecider,
  suggestionVoteStreamId,
  type FeedbackCommand,
  type SuggestionCommand,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { DecidedLog } from '../../testing/decided-log';
import type { Step } from '../../testing/document-logs.fixture';

const USERS = ['ann', 'bob', 'cat'];
const KINDS = ['bug', 'idea', 'question', 'other'] as const;
const STATUSES = ['new', 'planned', 'done', 'declined'] as const;

/**
 * Feedback decided by the app's deciders: sent first (by a visitor or a user), then status changes and replies by a
 * site admin, and upvotes (once per user: a second is refused). `suffix` makes the ids unique in a bigger log.
 * Test-only.
 */
export function feedbackLog(steps: readonly Step[], suffix = '', out = new DecidedLog()): RecordedEvent[] {
  for (const [n, kind, a, b] of steps) {
    const feedbackId = `f${n}${suffix}`;
    const streamId = feedbackStreamId(feedbackId);
    const feedback = out.state(feedbackDecider, streamId);
    const senderId = b % 3 === 0 ? null : USERS[b % 3]!;
    let command: FeedbackCommand;
    if (feedback.status === 'none')
      command = {
        type: 'SendFeedback',
        data: { feedbackId, kind: KINDS[a % 4]!, text: `Text ${a}`, page: '/', userAgent: 'ua', senderId },
      };
    else if (kind === 0) command = { type: 'SetFeedbackStatus', data: { status: STATUSES[a % 4]!, by: 'ada' } };
    else if (kind === 1) command = { type: 'ReplyToFeedback', data: { reply: `Reply ${a % 5}`, by: 'ada' } };
    else {
      const userId = USERS[a % 3]!;
      out.run(
        feedbackUpvoteDecider,
        feedbackUpvoteStreamId(feedbackId, userId),
        { type: 'UpvoteFeedback', data: { feedbackId, userId, feedback } },
        userId,
      );
      continue;
    }
    out.run(feedbackDecider, streamId, command, command.type === 'SendFeedback' ? senderId : 'ada');
  }
  return out.events;
}

/**
 * Poll suggestions decided by the app's deciders: suggested first, votes (once per user, while open), then linked to
 * a drill, closed or removed by a site admin. `suffix` makes the ids unique in a bigger log. Test-only.
 */
export function pollLog(steps: readonly Step[], suffix = '', out = new DecidedLog()): RecordedEvent[] {
  for (const [n, kind, a, b] of steps) {
    const suggestionId = `s${n}${suffix}`;
    const streamId = suggestionStreamId(suggestionId);
    const suggestion = out.state(suggestionDecider, streamId);
    let command: SuggestionCommand;
    if (suggestion.status === 'none')
      command = {
        type: 'SuggestDrill',
        data: { suggestionId, text: `Drill ${a % 5}`, suggestedBy: USERS[b % 3]!, duplicateOf: null },
      };
    else if (kind === 0) {
      const userId = USERS[a % 3]!;
      out.run(
        suggestionVoteDecider,
        suggestionVoteStreamId(suggestionId, userId),
        { type: 'VoteForSuggestion', data: { suggestionId, userId, suggestion } },
        userId,
      );
      continue;
    } else if (kind === 1) command = { type: 'LinkSuggestionToDrill', data: { drillId: `d${a % 3}`, by: 'ada' } };
    else
      command =
        b % 2 ? { type: 'CloseSuggestion', data: { by: 'ada' } } : { type: 'RemoveSuggestion', data: { by: 'ada' } };
    out.run(suggestionDecider, streamId, command, command.type === 'SuggestDrill' ? command.data.suggestedBy : 'ada');
  }
  return out.events;
}
