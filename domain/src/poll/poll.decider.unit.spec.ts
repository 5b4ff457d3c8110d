import { describe, expect, it } from 'vitest';
import { can } from '../policy/policy';
import { deciderSpec } from '../testing/decider-spec';
import { suggestionDecider, suggestionVoteDecider, type SuggestionState } from './poll.decider';
import type { SuggestionEvent } from './poll.events';
import { normaliseSuggestion, suggestDrillSchema } from './poll.schemas';
import { suggestionVoteStreamId as streamOf } from './poll.events';

const spec = deciderSpec(suggestionDecider);
const suggested: SuggestionEvent = {
  type: 'DrillSuggested',
  data: { suggestionId: 's1', text: 'Fast break 3v2', suggestedBy: 'u1', duplicateOf: null },
};
const linked: SuggestionEvent = {
  type: 'DrillSuggestionLinked',
  data: { suggestionId: 's1', drillId: 'd1', by: 'admin' },
};
const closed: SuggestionEvent = { type: 'DrillSuggestionClosed', data: { suggestionId: 's1', by: 'admin' } };
const removed: SuggestionEvent = { type: 'DrillSuggestionRemoved', data: { suggestionId: 's1', by: 'admin' } };

describe('suggestion decider', () => {
  it('records a suggestion once', () => {
    spec.given([]).when({ type: 'SuggestDrill', data: suggested.data }).then([suggested]);
    spec.given([suggested]).when({ type: 'SuggestDrill', data: suggested.data }).thenThrows('POLL.SUGGESTION_EXISTS');
  });
  it('links a drill (again only when it is another drill)', () => {
    spec
      .given([suggested])
      .when({ type: 'LinkSuggestionToDrill', data: { drillId: 'd1', by: 'admin' } })
      .then([linked]);
    spec
      .given([suggested, linked])
      .when({ type: 'LinkSuggestionToDrill', data: { drillId: 'd1', by: 'admin' } })
      .thenNothingHappens();
  });
  it('closes once and removes', () => {
    spec
      .given([suggested])
      .when({ type: 'CloseSuggestion', data: { by: 'admin' } })
      .then([closed]);
    spec
      .given([suggested, closed])
      .when({ type: 'CloseSuggestion', data: { by: 'admin' } })
      .thenNothingHappens();
    spec
      .given([suggested, closed])
      .when({ type: 'RemoveSuggestion', data: { by: 'admin' } })
      .then([removed]);
  });
  it('treats a removed suggestion as gone', () => {
    spec
      .given([suggested, removed])
      .when({ type: 'CloseSuggestion', data: { by: 'admin' } })
      .thenThrows('POLL.SUGGESTION_NOT_FOUND');
    spec
      .given([])
      .when({ type: 'RemoveSuggestion', data: { by: 'admin' } })
      .thenThrows('POLL.SUGGESTION_NOT_FOUND');
  });
});

describe('suggestion vote decider', () => {
  const voteSpec = deciderSpec(suggestionVoteDecider);
  const open: SuggestionState = { status: 'open', suggestionId: 's1', suggestedBy: 'u1', drillId: null };
  const vote = (suggestion: SuggestionState) => ({
    type: 'VoteForSuggestion' as const,
    data: { suggestionId: 's1', userId: 'u2', suggestion },
  });
  const voted = { type: 'SuggestionVoted' as const, data: { suggestionId: 's1', userId: 'u2' } };
  it('counts a first vote and refuses a second', () => {
    voteSpec.given([]).when(vote(open)).then([voted]);
    voteSpec.given([voted]).when(vote(open)).thenThrows('POLL.ALREADY_VOTED');
  });
  it('refuses votes on closed, fulfilled, removed and unknown suggestions', () => {
    voteSpec
      .given([])
      .when(vote({ ...open, status: 'closed' }))
      .thenThrows('POLL.SUGGESTION_CLOSED');
    voteSpec
      .given([])
      .when(vote({ ...open, status: 'fulfilled', drillId: 'd1' }))
      .thenThrows('POLL.SUGGESTION_CLOSED');
    voteSpec
      .given([])
      .when(vote({ ...open, status: 'removed' }))
      .thenThrows('POLL.SUGGESTION_NOT_FOUND');
    voteSpec
      .given([])
      .when(vote({ status: 'none' }))
      .thenThrows('POLL.SUGGESTION_NOT_FOUND');
  });
  it('keeps one stream per suggestion and voter', () => {
    expect(streamOf('s1', 'u1')).not.toBe(streamOf('s1', 'u2'));
    expect(streamOf('s1', 'u1')).not.toBe(streamOf('s2', 'u1'));
  });
});

describe('suggestion input, comparison and policy', () => {
  it('compares suggestions without case, accents, punctuation or spacing', () => {
    expect(normaliseSuggestion('3-on-2  Fast Break!')).toBe(normaliseSuggestion('3 on 2 fast break'));
    expect(normaliseSuggestion('Défense zone')).toBe(normaliseSuggestion('defense ZONE'));
    expect(normaliseSuggestion('Passing')).not.toBe(normaliseSuggestion('Shooting'));
  });
  it('takes 2 to 100 characters and names the field', () => {
    const short = suggestDrillSchema.safeParse({ text: 'x' });
    expect(short.success ? [] : short.error.issues.map((i) => i.path.join('.'))).toEqual(['text']);
    expect(suggestDrillSchema.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
    expect(suggestDrillSchema.safeParse({ text: 'ok' }).success).toBe(true);
  });
  it('lets signed-in users suggest and vote, and only admins moderate', () => {
    expect(can(null, { action: 'poll.vote' })).toBe(false);
    expect(can({ userId: 'u1', role: 'user' }, { action: 'poll.vote' })).toBe(true);
    expect(can({ userId: 'u1', role: 'user' }, { action: 'poll.moderate' })).toBe(false);
    expect(can({ userId: 'a1', role: 'admin' }, { action: 'poll.moderate' })).toBe(true);
  });
});
