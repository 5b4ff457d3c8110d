import {
  FEEDBACK_STREAM_TYPE,
  FEEDBACK_UPVOTE_STREAM_TYPE,
  SUGGESTION_STREAM_TYPE,
  SUGGESTION_VOTE_STREAM_TYPE,
  feedbackDecider,
  feedbackStreamId,
  feedbackUpvoteDecider,
  feedbackUpvoteStreamId,
  suggestionDecider,
  suggestionStreamId,
  suggestionVoteDecider,
  suggestionVoteStreamId,
  type EventMetadata,
} from '@sideline/domain';
import type { CommandBus } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_TEAM_MEMBERS } from './demo-accounts';
import { demoId } from './demo-drills';

export const DEMO_COMMUNITY_SEED = 'demo-community-v1';

const metadataFor = (actorId: string | null): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

/** Drill suggestions in the poll, who suggested each and who voted; one is fulfilled by a demo drill. */
export const DEMO_SUGGESTIONS: { key: string; text: string; by: string; voters: string[]; fulfilledBy?: string }[] = [
  {
    key: 'fast-break',
    text: '3-on-2 fast break with a trailing beater',
    by: 'coach@sideline.test',
    voters: ['coach@sideline.test', 'player@sideline.test', 'parent@sideline.test'],
  },
  {
    key: 'seeker-grab',
    text: 'Seeker snitch-grab angles off the floor',
    by: 'player@sideline.test',
    voters: ['player@sideline.test', 'coach@sideline.test'],
  },
  {
    key: 'beater-comms',
    text: 'Beater call-outs under pressure',
    by: 'parent@sideline.test',
    voters: ['admin@sideline.test'],
  },
  {
    key: 'passing-triangle',
    text: 'A simple chaser passing warm-up',
    by: 'coach@sideline.test',
    voters: ['parent@sideline.test'],
    fulfilledBy: 'qb-passing-triangle',
  },
];

async function userIdOf(db: Database, email: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [email]);
  return row?.user_id ?? null;
}

/**
 * The community pages' demo data, once per database: poll suggestions with votes (one fulfilled by a demo drill) and
 * the demo coach's feedback with the admin's reply (so the coach's home shows it), plus a public idea with an upvote.
 */
export async function seedDemoCommunity(db: Database, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_COMMUNITY_SEED]);
  if (done.length > 0) return false;
  const ids = new Map<string, string>();
  for (const account of [...DEMO_ACCOUNTS, ...DEMO_TEAM_MEMBERS]) {
    const id = await userIdOf(db, account.email);
    if (id) ids.set(account.email, id);
  }
  const adminId = ids.get(DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email);
  const coachId = ids.get(DEMO_ACCOUNTS.find((a) => a.role === 'user')!.email);
  if (!adminId || !coachId) return false;

  for (const suggestion of DEMO_SUGGESTIONS) {
    const suggestedBy = ids.get(suggestion.by);
    if (!suggestedBy) continue;
    const suggestionId = demoId('suggestion', suggestion.key);
    const target = {
      streamId: suggestionStreamId(suggestionId),
      streamType: SUGGESTION_STREAM_TYPE,
      decider: suggestionDecider,
    };
    await commands.handle(
      target,
      { type: 'SuggestDrill', data: { suggestionId, text: suggestion.text, suggestedBy, duplicateOf: null } },
      metadataFor(suggestedBy),
    );
    for (const voter of suggestion.voters) {
      const userId = ids.get(voter);
      if (!userId) continue;
      await commands.handle(
        {
          streamId: suggestionVoteStreamId(suggestionId, userId),
          streamType: SUGGESTION_VOTE_STREAM_TYPE,
          decider: suggestionVoteDecider,
        },
        {
          type: 'VoteForSuggestion',
          data: { suggestionId, userId, suggestion: { status: 'open', suggestionId, suggestedBy, drillId: null } },
        },
        metadataFor(userId),
      );
    }
    if (suggestion.fulfilledBy) {
      await commands.handle(
        target,
        { type: 'LinkSuggestionToDrill', data: { drillId: demoId('drill', suggestion.fulfilledBy), by: adminId } },
        metadataFor(adminId),
      );
    }
  }

  const feedbackTarget = (feedbackId: string) => ({
    streamId: feedbackStreamId(feedbackId),
    streamType: FEEDBACK_STREAM_TYPE,
    decider: feedbackDecider,
  });
  const question = demoId('feedback', 'coach-print-question');
  await commands.handle(
    feedbackTarget(question),
    {
      type: 'SendFeedback',
      data: {
        feedbackId: question,
        kind: 'question',
        text: 'Can I print a practice plan with one page per position group?',
        page: '/practice-plans',
        userAgent: 'Mozilla/5.0 (demo)',
        senderId: coachId,
      },
    },
    metadataFor(coachId),
  );
  await commands.handle(
    feedbackTarget(question),
    {
      type: 'ReplyToFeedback',
      data: {
        reply: 'Yes: open the plan, choose Print and tick "one page per group". Thanks for asking!',
        by: adminId,
      },
    },
    metadataFor(adminId),
  );
  await commands.handle(
    feedbackTarget(question),
    { type: 'SetFeedbackStatus', data: { status: 'done', by: adminId } },
    metadataFor(adminId),
  );

  const idea = demoId('feedback', 'coach-dark-mode-idea');
  await commands.handle(
    feedbackTarget(idea),
    {
      type: 'SendFeedback',
      data: {
        feedbackId: idea,
        kind: 'idea',
        text: 'A high-contrast mode for reading plans outside in bright sun.',
        page: '/practice-plans',
        userAgent: 'Mozilla/5.0 (demo)',
        senderId: coachId,
      },
    },
    metadataFor(coachId),
  );
  await commands.handle(
    feedbackTarget(idea),
    { type: 'SetFeedbackStatus', data: { status: 'planned', by: adminId } },
    metadataFor(adminId),
  );
  const player = ids.get('player@sideline.test');
  if (player) {
    const state = {
      status: 'sent' as const,
      feedbackId: idea,
      kind: 'idea' as const,
      text: '',
      page: '/practice-plans',
      userAgent: '',
      senderId: coachId,
      progress: 'planned' as const,
      reply: null,
    };
    await commands.handle(
      {
        streamId: feedbackUpvoteStreamId(idea, player),
        streamType: FEEDBACK_UPVOTE_STREAM_TYPE,
        decider: feedbackUpvoteDecider,
      },
      { type: 'UpvoteFeedback', data: { feedbackId: idea, userId: player, feedback: state } },
      metadataFor(player),
    );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_COMMUNITY_SEED]);
  return true;
}
