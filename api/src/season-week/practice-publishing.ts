import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  PUBLISH_RANGE_LIMIT,
  authorize,
  conflict,
  notFound,
  type Actor,
  type PublishRangeInput,
  type PublishRangeResult,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { seasonDraftPractices } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { authorizePlan } from '../practice-plans/plan-access';
import { planTarget } from '../practice-plans/plan-target';
import { carryWrites } from '../recurrences/practice-generation';
import { authorizeInTeam } from '../seasons/season-access';
import { teamTarget } from '../teams/team-commands';

const tooMany = () =>
  new DomainError(
    'unprocessable',
    'SEASON.PUBLISH_RANGE_TOO_LARGE',
    `These days hold more than ${PUBLISH_RANGE_LIMIT} draft practices. Publish a shorter range at a time.`,
    { limit: PUBLISH_RANGE_LIMIT },
  );

/**
 * "Publish the drafts of this week" (or of any range of days): every draft practice of the team's active season on
 * those days, each published through the plan command path and authorized per plan by the policy (content.publish).
 * A plan published already decides nothing, so a retry publishes nothing twice.
 */
@Injectable()
export class PracticePublishing {
  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async publishRange(
    actor: Actor,
    teamId: string,
    range: PublishRangeInput,
    ctx: CommandContext,
  ): Promise<PublishRangeResult> {
    authorize(actor, { action: 'account.signedIn' });
    // Outsiders get a 404 (as for the week), members a 403: only the staff publish.
    const { team } = authorizeInTeam(actor, (await this.handler.read(teamTarget(teamId))).state, 'season.edit');
    if (team.status === 'archived')
      throw conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');
    if (!team.activeSeasonId) throw notFound('SEASON.NO_ACTIVE_SEASON', 'This team has no active season.');
    const planIds = await seasonDraftPractices(
      this.db,
      team.activeSeasonId,
      range.from,
      range.to,
      PUBLISH_RANGE_LIMIT + 1,
    );
    if (planIds.length > PUBLISH_RANGE_LIMIT) throw tooMany();
    // Each plan is its own command with its own event ids (a shared Idempotency-Key would tie them to this request's
    // list of drafts, which a retry reads anew); the request's command id and time go with every one.
    const each = CommandContext.withMetadata({ ...ctx.metadata }, actor);
    const result: PublishRangeResult = {
      from: range.from,
      to: range.to,
      published: 0,
      alreadyPublished: 0,
      refused: 0,
    };
    for (const planId of planIds) {
      try {
        const decided = await this.handler.handle(
          planTarget(planId),
          { type: 'PublishPlan', data: { at: ctx.metadata.at } },
          each,
          {
            authorize: (state) => authorizePlan(actor, state, 'content.publish'),
          },
        );
        if (decided.events.length > 0) result.published++;
        else result.alreadyPublished++;
      } catch (error) {
        // Not this user's to publish, or deleted since the read model listed it: left as it is, counted.
        if (!(error instanceof DomainError) || !['forbidden', 'not_found', 'conflict'].includes(error.kind))
          throw error;
        result.refused++;
      }
    }
    carryWrites(each, ctx);
    return result;
  }
}
