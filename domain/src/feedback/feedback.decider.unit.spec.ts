import { describe, expect, it } from 'vitest';
import { can } from '../policy/policy';
import { deciderSpec } from '../testing/decider-spec';
import { feedbackDecider, feedbackUpvoteDecider, type FeedbackState } from './feedback.decider';
import type { FeedbackEvent } from './feedback.events';
import { feedbackPagePath, sendFeedbackSchema, FEEDBACK_TEXT_MAX } from './feedback.schemas';

const spec = deciderSpec(feedbackDecider);
const sent: FeedbackEvent = {
  type: 'FeedbackSent',
  data: { feedbackId: 'f1', kind: 'idea', text: 'Dark mode', page: '/drills', userAgent: 'Firefox', senderId: null },
};
const send = { type: 'SendFeedback' as const, data: sent.data };
const planned: FeedbackEvent = {
  type: 'FeedbackStatusChanged',
  data: { feedbackId: 'f1', from: 'new', to: 'planned', by: 'admin' },
};
const replied: FeedbackEvent = {
  type: 'FeedbackReplied',
  data: { feedbackId: 'f1', reply: 'Coming soon', by: 'admin' },
};

describe('feedback decider', () => {
  it('records feedback once', () => {
    spec.given([]).when(send).then([sent]);
    spec.given([sent]).when(send).thenThrows('FEEDBACK.ALREADY_SENT');
  });
  it('changes the status, and setting the same status records nothing', () => {
    spec
      .given([sent])
      .when({ type: 'SetFeedbackStatus', data: { status: 'planned', by: 'admin' } })
      .then([planned]);
    spec
      .given([sent, planned])
      .when({ type: 'SetFeedbackStatus', data: { status: 'planned', by: 'admin' } })
      .thenNothingHappens();
  });
  it('replies, and replies again with new text', () => {
    spec
      .given([sent])
      .when({ type: 'ReplyToFeedback', data: { reply: 'Coming soon', by: 'admin' } })
      .then([replied]);
    spec
      .given([sent, replied])
      .when({ type: 'ReplyToFeedback', data: { reply: 'Coming soon', by: 'admin' } })
      .thenNothingHappens();
    spec
      .given([sent, replied])
      .when({ type: 'ReplyToFeedback', data: { reply: 'Shipped', by: 'admin' } })
      .then([{ type: 'FeedbackReplied', data: { feedbackId: 'f1', reply: 'Shipped', by: 'admin' } }]);
  });
  it('refuses to change feedback that does not exist', () => {
    spec
      .given([])
      .when({ type: 'ReplyToFeedback', data: { reply: 'x', by: 'admin' } })
      .thenThrows('FEEDBACK.NOT_FOUND');
    spec
      .given([])
      .when({ type: 'SetFeedbackStatus', data: { status: 'done', by: 'admin' } })
      .thenThrows('FEEDBACK.NOT_FOUND');
  });
});

describe('feedback upvote decider', () => {
  const upvoteSpec = deciderSpec(feedbackUpvoteDecider);
  const item: FeedbackState = {
    status: 'sent',
    feedbackId: 'f1',
    kind: 'idea',
    text: 'Dark mode',
    page: '/',
    userAgent: 'Firefox',
    senderId: null,
    progress: 'new',
    reply: null,
  };
  const upvote = (feedback: FeedbackState) => ({
    type: 'UpvoteFeedback' as const,
    data: { feedbackId: 'f1', userId: 'u1', feedback },
  });
  it('upvotes once and refuses a second upvote', () => {
    upvoteSpec
      .given([])
      .when(upvote(item))
      .then([{ type: 'FeedbackUpvoted', data: { feedbackId: 'f1', userId: 'u1' } }]);
    upvoteSpec
      .given([{ type: 'FeedbackUpvoted', data: { feedbackId: 'f1', userId: 'u1' } }])
      .when(upvote(item))
      .thenThrows('FEEDBACK.ALREADY_UPVOTED');
  });
  it('refuses an upvote on feedback that does not exist', () => {
    upvoteSpec
      .given([])
      .when(upvote({ status: 'none' }))
      .thenThrows('FEEDBACK.NOT_FOUND');
  });
});

describe('feedback input and policy', () => {
  it('keeps the page path only, never its query (share tokens travel there)', () => {
    expect(feedbackPagePath('https://sideline.example/seasons/1/view?token=secret#x')).toBe('/seasons/1/view');
    expect(feedbackPagePath('/drills?q=pass')).toBe('/drills');
  });
  it('names the text field when it is empty or too long', () => {
    const empty = sendFeedbackSchema.safeParse({ kind: 'bug', text: '   ', page: '/' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.path.join('.'))).toEqual(['text']);
    const long = sendFeedbackSchema.safeParse({ kind: 'bug', text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1), page: '/' });
    expect(long.success ? [] : long.error.issues.map((i) => i.path.join('.'))).toEqual(['text']);
    expect(sendFeedbackSchema.safeParse({ kind: 'praise', text: 'hi' }).success).toBe(false);
  });
  it('lets admins read all, senders their own, everyone signed in the ideas, and only admins moderate', () => {
    const coach = { userId: 'u1', role: 'user' as const };
    const admin = { userId: 'a1', role: 'admin' as const };
    expect(can(coach, { action: 'feedback.read', senderId: 'u1', kind: 'bug' })).toBe(true);
    expect(can(coach, { action: 'feedback.read', senderId: 'u2', kind: 'bug' })).toBe(false);
    expect(can(coach, { action: 'feedback.read', senderId: null, kind: 'idea' })).toBe(true);
    expect(can(null, { action: 'feedback.read', senderId: null, kind: 'idea' })).toBe(false);
    expect(can(admin, { action: 'feedback.read', senderId: 'u2', kind: 'bug' })).toBe(true);
    expect(can(coach, { action: 'feedback.moderate' })).toBe(false);
    expect(can(admin, { action: 'feedback.moderate' })).toBe(true);
  });
});
