import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { authorize, boardSharePath, createShareLinkSchema, documentNameOf, notFound, type Actor } from '@sideline/domain';
import { boardAccessOf, findBoard, findShareLinkByToken, listShareLinks, type ShareLinkRow } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { issueTokenFor } from '../collab/collab-tokens';
import { collabTokenResponseSchema } from '../collab/collab.controller';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { BoardCommands } from './board-commands';
import { shareLinkSchema } from './boards.schemas';

const sharedBoardSchema = z.object({
  board: z.object({ id: z.string(), name: z.string(), sport: z.string(), courtTemplateId: z.string(), documentName: z.string() }),
  mode: z.enum(['view', 'edit']),
});

/** View and edit links of a board: managed by those who may share it, opened by anyone who holds one. */
@Controller('api/boards')
export class BoardShareLinksController {
  private readonly commands: BoardCommands;

  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {
    this.commands = new BoardCommands(deps);
  }

  @Get(':id/share-links')
  @Endpoint({ summary: "A board's share links, revoked ones included", tags: ['boards'], access: 'signed-in', response: z.object({ items: z.array(shareLinkSchema) }) })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await this.shareable(actor, id);
    return { items: (await listShareLinks(this.deps.db, id)).map((link) => this.linkView(link)) };
  }

  @Post(':id/share-links')
  @HttpCode(201)
  @Endpoint({ summary: 'Create a view or edit link (owner, team admins, site admins)', tags: ['boards'], access: 'signed-in', responses: { 201: 'Created', 403: 'Not allowed', 404: 'No such board', 409: 'Deleted' }, response: z.object({ link: shareLinkSchema }) })
  async create(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(createShareLinkSchema) body: z.output<typeof createShareLinkSchema>, @Req() request: FastifyRequest) {
    const linkId = await this.commands.createShareLink(actor, id, body.mode, eventMetadataFor(request));
    const link = (await listShareLinks(this.deps.db, id)).find((l) => l.id === linkId)!;
    return { link: this.linkView(link) };
  }

  @Delete(':id/share-links/:linkId')
  @HttpCode(204)
  @Endpoint({ summary: 'Revoke a share link: it stops working, and its open connections close', tags: ['boards'], access: 'signed-in', responses: { 204: 'Revoked', 403: 'Not allowed', 404: 'No such board or link' } })
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('linkId') linkId: string, @Req() request: FastifyRequest) {
    await this.commands.revokeShareLink(actor, id, linkId, eventMetadataFor(request));
  }

  @Get('share/:token')
  @Endpoint({ summary: 'What a share link opens (no sign-in needed)', tags: ['boards'], responses: { 200: 'OK', 404: 'Revoked, unknown or its board deleted' }, response: sharedBoardSchema })
  async shared(@Param('token') token: string) {
    const { link, board } = await this.openLink(token);
    return { board: { id: board.id, name: board.name, sport: board.sport, courtTemplateId: board.courtTemplateId, documentName: documentNameOf('board', board.id) }, mode: link.mode };
  }

  @Post('share/:token/collab-token')
  @HttpCode(200)
  @Endpoint({ summary: 'A collab token for the board a share link opens: read for view links, write for edit links', tags: ['boards', 'collab'], responses: { 200: 'Token issued', 404: 'Revoked, unknown or its board deleted' }, response: collabTokenResponseSchema })
  async collabToken(@CurrentActor() actor: Actor, @Param('token') token: string) {
    const { link, board } = await this.openLink(token);
    return issueTokenFor({ db: this.deps.db, secret: this.deps.settings.collabSecret }, actor, documentNameOf('board', board.id), { shareLinkId: link.id, mode: link.mode });
  }

  private async shareable(actor: Actor, boardId: string) {
    const board = await findBoard(this.deps.db, boardId);
    if (!board) throw notFound('BOARD.NOT_FOUND', 'There is no such board.');
    authorize(actor, { action: 'content.share', content: boardAccessOf(board) });
  }

  /** One answer for every dead link, so a guess learns nothing about which boards exist. */
  private async openLink(token: string) {
    const link = token.length <= 100 ? await findShareLinkByToken(this.deps.db, token) : null;
    const board = link && !link.revokedAt ? await findBoard(this.deps.db, link.boardId) : null;
    if (!link || !board || board.deleted) throw notFound('BOARD.SHARE_LINK_NOT_FOUND', 'This link was revoked, or its board deleted.');
    return { link, board };
  }

  private linkView(link: ShareLinkRow) {
    return {
      id: link.id,
      mode: link.mode,
      token: link.token,
      url: `${this.deps.settings.publicUrl}${boardSharePath(link.token)}`,
      createdAt: new Date(link.createdAt).toISOString(),
      revokedAt: link.revokedAt ? new Date(link.revokedAt).toISOString() : null,
    };
  }
}
