import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { createBoardSchema, listScope, updateBoardSchema, type Actor, type CreateBoardFields, type UpdateBoardInput } from '@sideline/domain';
import { listBoards } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { BoardCommands } from './board-commands';
import { boardViews, readableBoard } from './board-views';
import { boardListQuerySchema, boardPageSchema, boardSchema, type BoardListQuery } from './boards.schemas';

const boardResponse = z.object({ board: boardSchema });

/** Whiteboards: the list, the board's settings, delete and undelete. The drawing itself goes through /collab. */
@Controller('api/boards')
export class BoardsController {
  private readonly commands: BoardCommands;

  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {
    this.commands = new BoardCommands(deps);
  }

  @Get()
  @Endpoint({ summary: 'Boards I may see: public ones, mine and my teams\' (unlisted ones only with mine=true), latest change first', tags: ['boards'], response: boardPageSchema })
  async list(@CurrentActor() actor: Actor, @ZodQuery(boardListQuerySchema) query: BoardListQuery) {
    const { items, total } = await listBoards(this.deps.db, {
      scope: listScope(actor),
      ...(query.q ? { q: query.q } : {}),
      // A visitor owns nothing: "mine" is an empty page for them (the scope has no user).
      mine: Boolean(query.mine),
      ...(query.teamId ? { teamId: query.teamId } : {}),
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: await boardViews(this.deps.db, items, actor), total, page: query.page, pageSize: query.pageSize, pageCount: Math.max(1, Math.ceil(total / query.pageSize)) };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({ summary: 'Create a board from a sport court template', tags: ['boards'], access: 'signed-in', responses: { 201: 'Created', 400: 'Invalid fields', 401: 'Sign in first', 403: 'Not a coach of that team' }, response: boardResponse })
  async create(@CurrentActor() actor: Actor, @ZodBody(createBoardSchema) body: CreateBoardFields, @Req() request: FastifyRequest) {
    const boardId = await this.commands.create(actor, body, eventMetadataFor(request));
    return this.view(actor, boardId);
  }

  @Get(':id')
  @Endpoint({ summary: 'One board (its settings; open the drawing with a collab token)', tags: ['boards'], responses: { 200: 'OK', 401: 'Private: sign in', 403: 'Private', 404: 'No such board' }, response: boardResponse })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.view(actor, id);
  }

  @Patch(':id')
  @HttpCode(200)
  @Endpoint({ summary: 'Rename (edit rights) or change visibility (owner, team admins)', tags: ['boards'], access: 'signed-in', responses: { 200: 'Changed', 400: 'Invalid fields', 403: 'Not allowed', 404: 'No such board', 409: 'Deleted' }, response: boardResponse })
  async update(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(updateBoardSchema) body: UpdateBoardInput, @Req() request: FastifyRequest) {
    await this.commands.update(actor, id, body, eventMetadataFor(request));
    return this.view(actor, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({ summary: 'Delete a board (owner, team admins, site admins); it can be restored', tags: ['boards'], access: 'signed-in', responses: { 204: 'Deleted', 403: 'Not allowed', 404: 'No such board' } })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest) {
    await this.commands.delete(actor, id, eventMetadataFor(request));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({ summary: 'Bring back a deleted board', tags: ['boards'], access: 'signed-in', responses: { 200: 'Restored', 403: 'Not allowed', 404: 'No such board' }, response: boardResponse })
  async undelete(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest) {
    await this.commands.undelete(actor, id, eventMetadataFor(request));
    return this.view(actor, id);
  }

  private async view(actor: Actor, boardId: string) {
    const board = await readableBoard(this.deps.db, actor, boardId);
    const [view] = await boardViews(this.deps.db, [board], actor);
    return { board: view };
  }
}
