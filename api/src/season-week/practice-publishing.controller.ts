import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  PUBLISH_RANGE_LIMIT,
  publishRangeContract,
  publishRangeSchema,
  type Actor,
  type PublishRangeInput,
} from '@sideline/domain';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PracticePublishing } from './practice-publishing';

/** Publishing a range of days of the team's active season at once (a week, or from … to … on the season page). */
@Controller('api/teams/:teamId/season')
export class PracticePublishingController {
  constructor(@Inject(PracticePublishing) private readonly publishing: PracticePublishing) {}

  @Post('publish')
  @HttpCode(200)
  @Endpoint({
    summary:
      "Publish every draft practice of the team's active season from `from` to `to` (inclusive); answers how many were published",
    description: `Each practice is published through the plan's own command path and policy (content.publish): one the user may not publish is left as it is and counted in \`refused\`. Idempotent: a practice published already is counted in \`alreadyPublished\`. At most ${PUBLISH_RANGE_LIMIT} drafts per request (422 SEASON.PUBLISH_RANGE_TOO_LARGE beyond).`,
    tags: ['seasons'],
    access: 'signed-in',
    response: publishRangeContract,
    responses: {
      200: 'Published',
      400: 'A date is not valid, or `to` is before `from`',
      401: 'Sign in first',
      403: "Only the team's staff publish",
      404: 'No such team (or not yours), or SEASON.NO_ACTIVE_SEASON',
      409: 'TEAM.ARCHIVED',
      422: `SEASON.PUBLISH_RANGE_TOO_LARGE: more than ${PUBLISH_RANGE_LIMIT} drafts in the range`,
    },
  })
  publish(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @ZodBody(publishRangeSchema) body: PublishRangeInput,
    @Command() ctx: CommandContext,
  ) {
    return this.publishing.publishRange(actor, teamId, body, ctx);
  }
}
