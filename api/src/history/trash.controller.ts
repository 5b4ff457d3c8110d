import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  authorize,
  can,
  trashEntityTypeSchema,
  trashPageContract,
  trashQuerySchema,
  validationError,
  type Actor,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { displayNamesOf, listTrash } from '@sideline/projections';
import { z } from 'zod';
import { DATABASE } from '../app/tokens';
import { BoardCommands } from '../boards/board-commands';
import type { CommandContext } from '../commands/command-context';
import { DrillCommands } from '../drills/drill-commands';
import { FormationCommands } from '../formations/formation-commands';
import { Command, CurrentActor } from '../http/request-context';
import { ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PlanCommands } from '../practice-plans/plan-commands';

/**
 * The trash: deleted drills, formations, plans and boards. Mine by default; site admins may ask for everyone's.
 * Restoring goes through each kind's own restore use case (owner, team admin or site admin).
 */
@Controller('api/trash')
export class TrashController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(DrillCommands) private readonly drills: DrillCommands,
    @Inject(FormationCommands) private readonly formations: FormationCommands,
    @Inject(PlanCommands) private readonly plans: PlanCommands,
    @Inject(BoardCommands) private readonly boards: BoardCommands,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Deleted content: mine, or everyone’s for site admins (?scope=everyone), latest first',
    tags: ['history'],
    access: 'signed-in',
    response: trashPageContract,
    responses: { 200: 'OK', 401: 'Not signed in', 403: 'Everyone’s trash is for site admins' },
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(trashQuerySchema) query: z.output<typeof trashQuerySchema>) {
    authorize(actor, { action: 'trash.read', ownerId: query.scope === 'everyone' ? '*' : (actor?.userId ?? '') });
    const { items, total } = await listTrash(this.db, query.scope === 'everyone' ? null : actor!.userId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const names = await displayNamesOf(this.db, [...new Set(items.map((i) => i.ownerId))]);
    return {
      scope: query.scope,
      items: items.map((item) => ({
        ...item,
        ownerName: names.get(item.ownerId) ?? 'a former member',
        // A team admin may restore too; the list shows the button to whoever the policy lets restore it as the owner
        // sees it.
        can: {
          restore: can(actor, {
            action: 'content.restore',
            content: {
              ownerId: item.ownerId,
              visibility: 'private',
              teamId: null,
              editableByOthers: false,
              deleted: true,
            },
          }),
        },
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  @Post(':entityType/:id/restore')
  @HttpCode(204)
  @Endpoint({
    summary: 'Take something out of the trash',
    tags: ['history'],
    access: 'signed-in',
    responses: {
      204: 'Restored',
      401: 'Not signed in',
      403: 'Not the owner, a team admin or a site admin',
      404: 'No such content',
    },
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('entityType') rawType: string,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
  ): Promise<void> {
    const type = trashEntityTypeSchema.safeParse(rawType);
    if (!type.success)
      throw validationError('TRASH.UNKNOWN_TYPE', 'Only drills, formations, plans and boards are in the trash.', {
        entityType: ['drill, formation, plan or board'],
      });
    if (type.data === 'drill') await this.drills.restore(actor, id, ctx);
    else if (type.data === 'formation') await this.formations.restore(actor, id, ctx);
    else if (type.data === 'plan') await this.plans.restore(actor, id, ctx);
    else await this.boards.undelete(actor, id, ctx);
  }
}
