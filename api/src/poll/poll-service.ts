import { Inject, Injectable } from '@nestjs/common';
import {
  SUGGESTION_STREAM_TYPE,
  SUGGESTION_VOTE_STREAM_TYPE,
  authorize,
  can,
  normaliseSuggestion,
  notFound,
  suggestionDecider,
  suggestionNotFound,
  suggestionStreamId,
  suggestionVoteDecider,
  suggestionVoteStreamId,
  type Actor,
  type DrillSuggestion,
  type PollView,
  type SuggestionCommand,
  type SuggestionEvent,
  type SuggestionState,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import {
  displayNamesOf,
  drillRefsByIds,
  findOpenSuggestionLike,
  findSuggestion,
  listDecidedSuggestions,
  listOpenSuggestions,
  type SuggestionRow,
} from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget } from '../commands/command-handler';

const suggestionTarget = (
  suggestionId: string,
): CommandTarget<SuggestionCommand, SuggestionEvent, SuggestionState> => ({
  streamId: suggestionStreamId(suggestionId),
  streamType: SUGGESTION_STREAM_TYPE,
  decider: suggestionDecider,
});

/**
 * The community poll: signed-in users suggest drills and vote once per open suggestion (one stream per vote, so a
 * second vote, or twenty at once, cannot count twice); site admins link the drill that fulfils one, close or remove it.
 */
@Injectable()
export class PollService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  async poll(actor: Actor): Promise<PollView> {
    const viewer = actor?.userId ?? null;
    const open = await listOpenSuggestions(this.db, viewer);
    const decided = await listDecidedSuggestions(this.db, viewer);
    const views = await this.views(actor, [...open, ...decided]);
    return {
      open: views.slice(0, open.length),
      decided: views.slice(open.length),
      can: { suggest: can(actor, { action: 'poll.suggest' }) },
    };
  }

  async suggest(actor: Actor, text: string, ctx: CommandContext): Promise<DrillSuggestion> {
    authorize(actor, { action: 'poll.suggest' });
    const suggestionId = ctx.newId('suggestion');
    const duplicate = await findOpenSuggestionLike(this.db, normaliseSuggestion(text));
    const decided = await this.handler.handle(
      suggestionTarget(suggestionId),
      {
        type: 'SuggestDrill',
        data: { suggestionId, text, suggestedBy: actor!.userId, duplicateOf: duplicate?.id ?? null },
      },
      ctx,
    );
    const duplicateOf = decided.replayed
      ? ((await findSuggestion(this.db, suggestionId, actor!.userId))?.duplicateOf ?? null)
      : (duplicate?.id ?? null);
    const row: SuggestionRow = {
      id: suggestionId,
      text,
      status: 'open',
      votes: 0,
      votedByMe: false,
      suggestedBy: actor!.userId,
      duplicateOf,
      drillId: null,
      createdAt: ctx.metadata.at,
      updatedAt: ctx.metadata.at,
    };
    return (await this.views(actor, [row]))[0]!;
  }

  async vote(actor: Actor, suggestionId: string, ctx: CommandContext): Promise<DrillSuggestion> {
    authorize(actor, { action: 'poll.vote' });
    const userId = actor!.userId;
    await this.handler.handle(
      {
        streamId: suggestionVoteStreamId(suggestionId, userId),
        streamType: SUGGESTION_VOTE_STREAM_TYPE,
        decider: suggestionVoteDecider,
      },
      async () => {
        // the suggestion as its own stream has it, read afresh on every attempt: a closed one takes no votes
        const { state } = await this.handler.read(suggestionTarget(suggestionId));
        return { type: 'VoteForSuggestion' as const, data: { suggestionId, userId, suggestion: state } };
      },
      ctx,
    );
    const stored = await this.stored(suggestionId, userId);
    // the read model may not have counted this vote yet
    return (
      await this.views(actor, [{ ...stored, votes: stored.votes + (stored.votedByMe ? 0 : 1), votedByMe: true }])
    )[0]!;
  }

  async link(actor: Actor, suggestionId: string, drillId: string, ctx: CommandContext): Promise<DrillSuggestion> {
    authorize(actor, { action: 'poll.moderate' });
    const [drill] = await drillRefsByIds(this.db, [drillId]);
    if (!drill || drill.access.deleted) throw notFound('POLL.DRILL_NOT_FOUND', 'There is no such drill to link.');
    return this.moderate(
      actor,
      suggestionId,
      { type: 'LinkSuggestionToDrill', data: { drillId, by: actor!.userId } },
      ctx,
    );
  }

  async close(actor: Actor, suggestionId: string, ctx: CommandContext): Promise<DrillSuggestion> {
    authorize(actor, { action: 'poll.moderate' });
    return this.moderate(actor, suggestionId, { type: 'CloseSuggestion', data: { by: actor!.userId } }, ctx);
  }

  async remove(actor: Actor, suggestionId: string, ctx: CommandContext): Promise<void> {
    authorize(actor, { action: 'poll.moderate' });
    await this.handler.handle(
      suggestionTarget(suggestionId),
      { type: 'RemoveSuggestion', data: { by: actor!.userId } },
      ctx,
    );
  }

  private async moderate(
    actor: Actor,
    suggestionId: string,
    command: SuggestionCommand,
    ctx: CommandContext,
  ): Promise<DrillSuggestion> {
    const decided = await this.handler.handle(suggestionTarget(suggestionId), command, ctx);
    const state = decided.state;
    if (state.status === 'none') throw suggestionNotFound();
    const stored = await this.stored(suggestionId, actor?.userId ?? null);
    return (
      await this.views(actor, [{ ...stored, status: state.status, drillId: state.drillId, updatedAt: ctx.metadata.at }])
    )[0]!;
  }

  private async stored(suggestionId: string, viewerId: string | null): Promise<SuggestionRow> {
    const row = await findSuggestion(this.db, suggestionId, viewerId);
    if (!row) throw suggestionNotFound();
    return row;
  }

  /** Suggestions as the viewer sees them: names, the linked drill (named when the viewer may open it), `can` flags. */
  private async views(actor: Actor, rows: readonly SuggestionRow[]): Promise<DrillSuggestion[]> {
    const names = await displayNamesOf(this.db, [...new Set(rows.map((row) => row.suggestedBy))]);
    const drills = new Map(
      (await drillRefsByIds(this.db, [...new Set(rows.flatMap((row) => (row.drillId ? [row.drillId] : [])))])).map(
        (drill) => [drill.id, drill],
      ),
    );
    const moderate = can(actor, { action: 'poll.moderate' });
    return rows.map((row) => {
      const drill = row.drillId ? drills.get(row.drillId) : undefined;
      return {
        id: row.id,
        text: row.text,
        status: row.status,
        votes: row.votes,
        votedByMe: row.votedByMe,
        mine: actor !== null && actor.userId === row.suggestedBy,
        suggestedBy: { id: row.suggestedBy, name: names.get(row.suggestedBy) ?? 'a former member' },
        duplicateOf: row.duplicateOf,
        drill: row.drillId
          ? {
              id: row.drillId,
              name: drill && can(actor, { action: 'content.read', content: drill.access }) ? drill.name : null,
            }
          : null,
        createdAt: row.createdAt,
        can: { vote: row.status === 'open' && !row.votedByMe && can(actor, { action: 'poll.vote' }), moderate },
      };
    });
  }
}
