import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  boardPageContract,
  boardResponseContract,
  createBoardSchema,
  listScope,
  updateBoardSchema,
  type Actor,
  type CreateBoardFields,
  type UpdateBoardInput,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { listBoards } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { BoardCommands } from './board-commands';
import { boardViews, readableBoard } from './board-views';
import { boardListQuerySchema, type BoardListQuery } from './boards.schemas';

/** Whiteboards: the list, the board's settings, delete and undelete. The drawing itself goes through /collab. */
@Controller('api/boards')
export class BoardsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(BoardCommands) private readonly commands: BoardCommands,
  ) {}

  @Get()
  @Endpoint({
    summary:
      "Boards I may see: public ones, mine and my teams' (unlisted ones only with mine=true), latest change first",
    tags: ['boards'],
    response: boardPageContract,
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(boardListQuerySchema) query: BoardListQuery) {
    const { items, total } = await listBoards(this.db, {
      scope: listScope(actor),
      ...(query.q ? { q: query.q } : {}),
      // A visitor owns nothing: "mine" is an empty page for them (the scope has no user).
      mine: Boolean(query.mine),
      ...(query.team ? { team: query.team } : {}),
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      items: await boardViews(this.db, items, actor),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a board from a sport court template',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 201: 'Created', 400: 'Invalid fields', 401: 'Sign in first', 403: 'Not a coach of that team' },
    response: boardResponseContract,
  })
  async create(
    @CurrentActor() actor: Actor,
    @ZodBody(createBoardSchema) body: CreateBoardFields,
    @Command() ctx: CommandContext,
  ) {
    return { board: await this.commands.create(actor, body, ctx) };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One board (its settings; open the drawing with a collab token)',
    tags: ['boards'],
    responses: { 200: 'OK', 401: 'Private: sign in', 403: 'Private', 404: 'No such board' },
    response: boardResponseContract,
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.view(actor, id);
  }

  @Patch(':id')
  @HttpCode(200)
  @Endpoint({
    summary: 'Rename (edit rights) or change visibility (owner, team admins)',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 200: 'Changed', 400: 'Invalid fields', 403: 'Not allowed', 404: 'No such board', 409: 'Deleted' },
    response: boardResponseContract,
  })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(updateBoardSchema) body: UpdateBoardInput,
    @Command() ctx: CommandContext,
  ) {
    return { board: await this.commands.update(actor, id, body, ctx) };
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Delete a board (owner, team admins, site admins); it can be restored',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 204: 'Deleted', 403: 'Not allowed', 404: 'No such board' },
  })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.commands.delete(actor, id, ctx);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring back a deleted board',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 200: 'Restored', 403: 'Not allowed', 404: 'No such board' },
    response: boardResponseContract,
  })
  async undelete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { board: await this.commands.undelete(actor, id, ctx) };
  }

  private async view(actor: Actor, boardId: string) {
    const board = await readableBoard(this.db, actor, boardId);
    const [view] = await boardViews(this.db, [board], actor);
    return { board: view };
  }
}
