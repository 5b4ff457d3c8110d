import { Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  authorize,
  boardSharePath,
  can,
  collabTokenContract,
  createShareLinkSchema,
  documentNameOf,
  notFound,
  shareLinkContract,
  sharedBoardContract,
  type Actor,
  type ShareLink,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import {
  boardAccessOf,
  findBoard,
  findShareLinkByToken,
  listShareLinks,
  type ShareLinkRow,
} from '@sideline/projections';
import { z } from 'zod';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { issueTokenFor } from '../collab/collab-tokens';
import { Command, CurrentActor, CurrentRequester, type Requester } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { BoardCommands } from './board-commands';
import { boardNotFound } from './board-views';

/** View and edit links of a board: managed by those who may share it, opened by anyone who holds one. */
@Controller('api/boards')
export class BoardShareLinksController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(BoardCommands) private readonly commands: BoardCommands,
  ) {}

  @Get(':id/share-links')
  @Endpoint({
    summary: "A board's share links, revoked ones included",
    tags: ['boards'],
    access: 'signed-in',
    response: z.strictObject({ items: z.array(shareLinkContract) }),
  })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await this.shareable(actor, id);
    return { items: (await listShareLinks(this.db, id)).map((link) => this.linkView(link)) };
  }

  @Post(':id/share-links')
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a view or edit link (owner, team admins, site admins)',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 201: 'Created', 403: 'Not allowed', 404: 'No such board', 409: 'Deleted' },
    response: z.strictObject({ link: shareLinkContract }),
  })
  async create(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(createShareLinkSchema) body: z.output<typeof createShareLinkSchema>,
    @Command() ctx: CommandContext,
  ) {
    const linkId = await this.commands.createShareLink(actor, id, body.mode, ctx);
    const link = (await listShareLinks(this.db, id)).find((l) => l.id === linkId)!;
    return { link: this.linkView(link) };
  }

  @Delete(':id/share-links/:linkId')
  @HttpCode(204)
  @Endpoint({
    summary: 'Revoke a share link: it stops working, and its open connections close',
    tags: ['boards'],
    access: 'signed-in',
    responses: { 204: 'Revoked', 403: 'Not allowed', 404: 'No such board or link' },
  })
  async revoke(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('linkId') linkId: string,
    @Command() ctx: CommandContext,
  ) {
    await this.commands.revokeShareLink(actor, id, linkId, ctx);
  }

  @Get('share/:token')
  @Endpoint({
    summary: 'What a share link opens (no sign-in needed)',
    tags: ['boards'],
    responses: { 200: 'OK', 404: 'Revoked, unknown or its board deleted' },
    response: sharedBoardContract,
  })
  async shared(@Param('token') token: string) {
    const { link, board } = await this.openLink(token);
    // What the link does now: an edit link to an archived team's board only shows it (the policy says so).
    const mode =
      link.mode === 'edit' && !can(null, { action: 'content.edit', content: boardAccessOf(board), shareLink: 'edit' })
        ? 'view'
        : link.mode;
    return {
      board: {
        id: board.id,
        name: board.name,
        sport: board.sport,
        courtTemplateId: board.courtTemplateId,
        documentName: documentNameOf('board', board.id),
      },
      mode,
    };
  }

  @Post('share/:token/collab-token')
  @HttpCode(200)
  @Endpoint({
    summary: 'A collab token for the board a share link opens: read for view links, write for edit links',
    tags: ['boards', 'collab'],
    responses: { 200: 'Token issued', 404: 'Revoked, unknown or its board deleted' },
    response: collabTokenContract,
  })
  async collabToken(@CurrentRequester() requester: Requester, @Param('token') token: string) {
    const { link, board } = await this.openLink(token);
    return issueTokenFor(
      { db: this.db, secret: this.settings.collabSecret, ttlSeconds: this.settings.collabTokenTtlSeconds },
      requester,
      documentNameOf('board', board.id),
      { shareLinkId: link.id, mode: link.mode },
    );
  }

  private async shareable(actor: Actor, boardId: string) {
    const board = await findBoard(this.db, boardId);
    if (!board) throw boardNotFound();
    authorize(actor, { action: 'content.share', content: boardAccessOf(board) });
  }

  /** One answer for every dead link, so a guess learns nothing about which boards exist. */
  private async openLink(token: string) {
    const link = token.length <= 100 ? await findShareLinkByToken(this.db, token) : null;
    const board = link && !link.revokedAt ? await findBoard(this.db, link.boardId) : null;
    if (!link || !board || board.deleted)
      throw notFound('BOARD.SHARE_LINK_NOT_FOUND', 'This link was revoked, or its board deleted.');
    return { link, board };
  }

  private linkView(link: ShareLinkRow): ShareLink {
    return {
      id: link.id,
      mode: link.mode,
      token: link.token,
      url: `${this.settings.publicUrl}${boardSharePath(link.token)}`,
      createdAt: new Date(link.createdAt).toISOString(),
      revokedAt: link.revokedAt ? new Date(link.revokedAt).toISOString() : null,
    };
  }
}
