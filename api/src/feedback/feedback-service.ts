import { Inject, Injectable } from '@nestjs/common';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_STREAM_TYPE,
  FEEDBACK_UPVOTE_STREAM_TYPE,
  FEEDBACK_USER_AGENT_MAX,
  authorize,
  feedbackDecider,
  feedbackNotFound,
  feedbackStreamId,
  feedbackUpvoteDecider,
  feedbackUpvoteStreamId,
  type Actor,
  type FeedbackCommand,
  type FeedbackEvent,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackListQuery,
  type FeedbackState,
  type FeedbackStatus,
  type SentFeedback,
  type SentFeedbackAnswer,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { displayNamesOf, findFeedback, listFeedback, type FeedbackRow } from '@sideline/projections';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { AuthThrottle, FEEDBACK_PER_ADDRESS } from '../auth/auth-throttle';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget, type Decided } from '../commands/command-handler';
import { feedbackIdByToken, followUpUrl, newFollowUpToken, storeFollowUpToken } from './feedback-follow-up';
import { feedbackView, rowFromState } from './feedback-view';

const feedbackTarget = (feedbackId: string): CommandTarget<FeedbackCommand, FeedbackEvent, FeedbackState> => ({
  streamId: feedbackStreamId(feedbackId),
  streamType: FEEDBACK_STREAM_TYPE,
  decider: feedbackDecider,
});

function sent(state: FeedbackState): SentFeedback {
  if (state.status === 'none') throw feedbackNotFound();
  return state;
}

/** What a request tells about its sender besides the form: the address (for the limit) and the browser. */
export interface FeedbackClient {
  ip: string;
  userAgent?: string;
}

/**
 * Feedback: anyone sends (limited per address); signed-in users read their own and everyone's ideas, and upvote once;
 * site admins read everything, set the status and reply. A visitor gets a private link to come back for the reply.
 */
@Injectable()
export class FeedbackService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(AuthThrottle) private readonly throttle: AuthThrottle,
  ) {}

  async send(
    actor: Actor,
    input: { kind: FeedbackItem['kind']; text: string; page: string },
    client: FeedbackClient,
    ctx: CommandContext,
  ): Promise<SentFeedbackAnswer> {
    const limitKey = `feedback:ip:${client.ip}`;
    await this.throttle.check(
      limitKey,
      FEEDBACK_PER_ADDRESS,
      'You have sent a lot of feedback from your network in the last hour: thank you!',
      new Date(),
      'FEEDBACK.TOO_MANY',
    );
    const feedbackId = ctx.newId('feedback');
    const token = actor ? null : newFollowUpToken();
    const userAgent = (client.userAgent ?? 'unknown').slice(0, FEEDBACK_USER_AGENT_MAX);
    const decided = await this.handler.handle(
      feedbackTarget(feedbackId),
      {
        type: 'SendFeedback',
        data: {
          feedbackId,
          kind: input.kind,
          text: input.text,
          page: input.page,
          userAgent,
          senderId: actor?.userId ?? null,
        },
      },
      ctx,
      token ? { alsoInTransaction: (tx) => storeFollowUpToken(tx, token, feedbackId) } : {},
    );
    if (!decided.replayed) await this.throttle.recordFailure(limitKey, FEEDBACK_PER_ADDRESS);
    const row = rowFromState(sent(decided.state), null, ctx.metadata.at, { replied: false });
    // A retried request (same Idempotency-Key) gets no second link: the first answer held it.
    return {
      feedback: await this.view(actor, row, { viaLink: token !== null }),
      followUpUrl: token && !decided.replayed ? followUpUrl(this.settings.publicUrl, token) : null,
    };
  }

  async list(actor: Actor, query: FeedbackListQuery): Promise<FeedbackList> {
    authorize(actor, { action: 'account.signedIn' });
    const admin = actor!.role === 'admin';
    const { items, total } = await listFeedback(this.db, {
      viewerId: actor!.userId,
      admin,
      mine: query.mine,
      replied: query.replied,
      kind: query.kind,
      page: query.page,
    });
    const names = admin
      ? await displayNamesOf(this.db, [...new Set(items.flatMap((row) => (row.senderId ? [row.senderId] : [])))])
      : new Map<string, string>();
    return {
      items: items.map((row) => feedbackView(actor, row, row.senderId ? (names.get(row.senderId) ?? null) : null)),
      total,
      page: query.page,
      pageSize: FEEDBACK_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE)),
    };
  }

  /** The item a private link opens, for whoever holds the link (its visitor sender). */
  async byLink(actor: Actor, token: string): Promise<FeedbackItem> {
    const feedbackId = await feedbackIdByToken(this.db, token);
    const row = feedbackId ? await findFeedback(this.db, feedbackId, actor?.userId ?? null) : null;
    if (!row) throw feedbackNotFound();
    return this.view(actor, row, { viaLink: true });
  }

  async get(actor: Actor, feedbackId: string): Promise<FeedbackItem> {
    const row = await findFeedback(this.db, feedbackId, actor?.userId ?? null);
    if (!row) throw feedbackNotFound();
    authorize(actor, { action: 'feedback.read', senderId: row.senderId, kind: row.kind });
    return this.view(actor, row);
  }

  async upvote(actor: Actor, feedbackId: string, ctx: CommandContext): Promise<FeedbackItem> {
    authorize(actor, { action: 'account.signedIn' });
    const userId = actor!.userId;
    await this.handler.handle(
      {
        streamId: feedbackUpvoteStreamId(feedbackId, userId),
        streamType: FEEDBACK_UPVOTE_STREAM_TYPE,
        decider: feedbackUpvoteDecider,
      },
      async () => {
        // the item as its own stream has it, read afresh on every attempt
        const { state } = await this.handler.read(feedbackTarget(feedbackId));
        if (state.status !== 'none')
          authorize(actor, { action: 'feedback.upvote', senderId: state.senderId, kind: state.kind });
        return { type: 'UpvoteFeedback' as const, data: { feedbackId, userId, feedback: state } };
      },
      ctx,
    );
    const { state } = await this.handler.read(feedbackTarget(feedbackId));
    const stored = await findFeedback(this.db, feedbackId, userId);
    const row = rowFromState(sent(state), stored, stored?.updatedAt ?? ctx.metadata.at, { replied: false });
    // the read model may not have counted this upvote yet
    const counted = stored?.upvotedByMe ?? false;
    return this.view(actor, {
      ...row,
      updatedAt: stored?.updatedAt ?? ctx.metadata.at,
      upvotes: row.upvotes + (counted ? 0 : 1),
      upvotedByMe: true,
    });
  }

  async setStatus(
    actor: Actor,
    feedbackId: string,
    status: FeedbackStatus,
    ctx: CommandContext,
  ): Promise<FeedbackItem> {
    return this.moderate(
      actor,
      feedbackId,
      { type: 'SetFeedbackStatus', data: { status, by: actor?.userId ?? '' } },
      ctx,
    );
  }

  async reply(actor: Actor, feedbackId: string, reply: string, ctx: CommandContext): Promise<FeedbackItem> {
    return this.moderate(actor, feedbackId, { type: 'ReplyToFeedback', data: { reply, by: actor?.userId ?? '' } }, ctx);
  }

  private async moderate(
    actor: Actor,
    feedbackId: string,
    command: FeedbackCommand,
    ctx: CommandContext,
  ): Promise<FeedbackItem> {
    authorize(actor, { action: 'feedback.moderate' });
    const decided: Decided<FeedbackEvent, FeedbackState> = await this.handler.handle(
      feedbackTarget(feedbackId),
      command,
      ctx,
    );
    const stored = await findFeedback(this.db, feedbackId, actor?.userId ?? null);
    const changed = decided.events.length > 0;
    const row = rowFromState(
      sent(decided.state),
      stored,
      changed ? ctx.metadata.at : (stored?.updatedAt ?? ctx.metadata.at),
      { replied: decided.events.some((e) => e.type === 'FeedbackReplied') },
    );
    return this.view(actor, row);
  }

  private async view(actor: Actor, row: FeedbackRow, options: { viaLink?: boolean } = {}): Promise<FeedbackItem> {
    const name =
      row.senderId && actor?.role === 'admin'
        ? ((await displayNamesOf(this.db, [row.senderId])).get(row.senderId) ?? null)
        : null;
    return feedbackView(actor, row, name, options);
  }
}
