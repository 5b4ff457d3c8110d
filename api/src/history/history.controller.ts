import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  attributionContract,
  validationError,
  entityAtVersionContract,
  entityHistoryContract,
  historyDiffContract,
  historyPageQuerySchema,
  historyRestoreContract,
  restoreVersionBodySchema,
  type Actor,
} from '@sideline/domain';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { EntityHistoryReads } from './entity-history';

const versionNumber = z.coerce
  .number({ error: 'Versions are numbers.' })
  .int('Versions are whole numbers.')
  .min(0, 'Versions start at 0 (before it existed).');
const diffQuerySchema = z.object({ from: versionNumber, to: versionNumber });
const versionParam = (raw: string) => {
  const parsed = versionNumber.safeParse(raw);
  if (!parsed.success)
    throw validationError('HISTORY.NO_SUCH_VERSION', 'Versions are whole numbers from 0.', {
      version: ['Versions are whole numbers from 0.'],
    });
  return parsed.data;
};

const TYPES = 'drill, plan, formation, board, team or user';
const READ = { 200: 'OK', 401: 'Not signed in', 403: 'Not an owner or editor (or site admin)', 404: 'No such entity' };

/**
 * One history endpoint shape for every entity type: `/api/history/:entityType/:entityId` and below. Owners and
 * editors (team owners and admins for a team, site admins for everything) read and restore.
 */
@Controller('api/history')
export class HistoryController {
  constructor(@Inject(EntityHistoryReads) private readonly history: EntityHistoryReads) {}

  @Get(':entityType/:id')
  @Endpoint({
    summary: `Versions of an entity (${TYPES}), newest first, 100 at a time (?before= for older ones): who, when, which event and command, what changed`,
    tags: ['history'],
    access: 'signed-in',
    response: entityHistoryContract,
    responses: { ...READ, 400: 'before is not a version' },
  })
  versions(
    @CurrentActor() actor: Actor,
    @Param('entityType') entityType: string,
    @Param('id') id: string,
    @ZodQuery(historyPageQuerySchema) query: z.output<typeof historyPageQuerySchema>,
  ) {
    return this.history.versions(actor, entityType, id, query.before);
  }

  @Get(':entityType/:id/diff')
  @Endpoint({
    summary: 'The field-level difference between two versions (text as text, lists as added/removed/moved/changed)',
    tags: ['history'],
    access: 'signed-in',
    response: historyDiffContract,
    responses: { ...READ, 400: 'Not a version' },
  })
  diff(
    @CurrentActor() actor: Actor,
    @Param('entityType') entityType: string,
    @Param('id') id: string,
    @ZodQuery(diffQuerySchema) query: z.output<typeof diffQuerySchema>,
  ) {
    return this.history.diff(actor, entityType, id, query.from, query.to);
  }

  @Get(':entityType/:id/versions/:version')
  @Endpoint({
    summary: 'The entity as it was at a version (its stream folded up to it)',
    tags: ['history'],
    access: 'signed-in',
    response: entityAtVersionContract,
    responses: { ...READ, 400: 'Not a version' },
  })
  at(
    @CurrentActor() actor: Actor,
    @Param('entityType') entityType: string,
    @Param('id') id: string,
    @Param('version') version: string,
  ) {
    return this.history.at(actor, entityType, id, versionParam(version));
  }

  @Get(':entityType/:id/attribution')
  @Endpoint({
    summary: 'Who added and who last changed each part (plan sections and items)',
    tags: ['history'],
    access: 'signed-in',
    response: attributionContract,
    responses: READ,
  })
  attribution(@CurrentActor() actor: Actor, @Param('entityType') entityType: string, @Param('id') id: string) {
    return this.history.attribution(actor, entityType, id);
  }

  @Post(':entityType/:id/restore')
  @HttpCode(200)
  @Endpoint({
    summary:
      'Restore to a version: appends the events that bring it back, attributed to you (the log is never rewritten)',
    tags: ['history'],
    access: 'signed-in',
    response: historyRestoreContract,
    responses: { ...READ, 400: 'Not a version (or one where it was deleted)', 409: 'Conflicts with its current state' },
  })
  restore(
    @CurrentActor() actor: Actor,
    @Param('entityType') entityType: string,
    @Param('id') id: string,
    @ZodBody(restoreVersionBodySchema) body: z.output<typeof restoreVersionBodySchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.history.restore(actor, entityType, id, body.version, ctx);
  }
}
