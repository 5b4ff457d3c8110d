import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  changeMemberRoleSchema,
  createInviteLinkSchema,
  createTeamSchema,
  createdInviteLinkContract,
  invitePreviewContract,
  inviteByEmailSchema,
  teamListContract,
  teamResponseContract,
  transferOwnershipSchema,
  updateTeamSchema,
  type Actor,
  type TeamDetail,
  type TeamDetails,
  type TeamPatch,
} from '@sideline/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { sendEtag } from '../http/if-match';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { TeamCommands } from './team-commands';
import { TeamReads } from './team-reads';

const answer = z.strictObject({ ok: z.literal(true) });

/** Teams: mine, one team's settings and members, invite links and invitations, roles, leaving, archiving. */
@Controller('api/teams')
export class TeamsController {
  constructor(
    @Inject(TeamCommands) private readonly teams: TeamCommands,
    @Inject(TeamReads) private readonly reads: TeamReads,
  ) {}

  private withEtag(reply: FastifyReply, team: TeamDetail) {
    sendEtag(reply, team.version);
    return { team };
  }

  @Get()
  @Endpoint({
    summary: 'My teams with my role, and the invitations waiting for me',
    tags: ['teams'],
    access: 'signed-in',
    response: teamListContract,
    responses: { 200: 'My teams', 401: 'Sign in first' },
  })
  mine(@CurrentActor() actor: Actor) {
    return this.reads.mine(actor);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a team (you are its owner)',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 201: 'Created', 400: 'Invalid details (an unknown time zone, an empty name…)', 401: 'Sign in first' },
  })
  async create(
    @CurrentActor() actor: Actor,
    @ZodBody(createTeamSchema) body: TeamDetails,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.create(actor, body, ctx));
  }

  @Get('invites/:token')
  @Endpoint({
    summary: 'What an invite link opens (no sign-in needed)',
    tags: ['teams'],
    response: invitePreviewContract,
    responses: {
      200: 'The team and the role',
      404: 'TEAM.INVITE_NOT_FOUND, TEAM.INVITE_EXPIRED, TEAM.INVITE_REVOKED or TEAM.ARCHIVED',
    },
  })
  invite(@CurrentActor() actor: Actor, @Param('token') token: string) {
    return this.reads.invitePreview(actor, token);
  }

  @Post('invites/:token/join')
  @HttpCode(200)
  @Endpoint({
    summary: 'Join the team an invite link opens, with its role',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: {
      200: 'Joined (or already a member)',
      401: 'Sign in first',
      404: 'No such link',
      409: 'TEAM.INVITE_EXPIRED, TEAM.INVITE_REVOKED, TEAM.INVITE_USED_UP, TEAM.ARCHIVED',
    },
  })
  async join(
    @CurrentActor() actor: Actor,
    @Param('token') token: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.joinByInvite(actor, token, ctx));
  }

  @Get(':id')
  @Endpoint({
    summary: 'One team: details, members and roles; invite links and invitations for its owners and admins',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'The team', 401: 'Sign in first', 404: 'No such team (or not yours to see)' },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.withEtag(reply, await this.reads.detail(actor, id));
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change the team's details (owners, admins)",
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: {
      200: 'Changed',
      400: 'Invalid details',
      403: 'Not an owner or admin',
      404: 'No such team',
      409: 'Archived',
    },
  })
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(updateTeamSchema) body: TeamPatch,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.edit(actor, id, body, ctx));
  }

  @Post(':id/archive')
  @HttpCode(200)
  @Endpoint({
    summary: 'Archive the team (owners): it keeps its content, takes no one in and changes nothing',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Archived', 403: 'Not an owner' },
  })
  async archive(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.setArchived(actor, id, true, ctx));
  }

  @Post(':id/unarchive')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring an archived team back (owners)',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Active again', 403: 'Not an owner' },
  })
  async unarchive(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.setArchived(actor, id, false, ctx));
  }

  @Post(':id/invite-links')
  @HttpCode(201)
  @Endpoint({
    summary:
      'Make an invite link with a role, an expiry and an optional use limit (owners, admins); its URL is shown only now',
    tags: ['teams'],
    access: 'signed-in',
    response: createdInviteLinkContract,
    responses: { 201: 'The link', 400: 'Invalid role or limits', 403: 'Not an owner or admin', 409: 'Archived' },
  })
  async createLink(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(createInviteLinkSchema) body: z.output<typeof createInviteLinkSchema>,
    @Command() ctx: CommandContext,
  ) {
    const { team, url, inviteId } = await this.teams.createInviteLink(actor, id, body, ctx);
    return { link: team.inviteLinks.find((link) => link.id === inviteId)!, url, team };
  }

  @Delete(':id/invite-links/:inviteId')
  @Endpoint({
    summary: 'Revoke an invite link: it stops working at once',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Revoked', 403: 'Not an owner or admin', 404: 'No such link' },
  })
  async revokeLink(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('inviteId') inviteId: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.revokeInviteLink(actor, id, inviteId, ctx));
  }

  @Post(':id/invitations')
  @HttpCode(200)
  @Endpoint({
    summary: 'Invite an existing account by email (owners, admins)',
    description:
      'The answer is the same whether or not the address has an account: the invitation appears on that person’s home page if it does.',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: {
      200: 'Sent, if the address has an account',
      400: 'Not an email, or not a role one can invite to',
      403: 'Not an owner or admin',
      409: 'Archived',
    },
  })
  async inviteByEmail(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(inviteByEmailSchema) body: z.output<typeof inviteByEmailSchema>,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.inviteByEmail(actor, id, body.email, body.role, ctx));
  }

  @Delete(':id/invitations/:invitationId')
  @Endpoint({
    summary: 'Withdraw a pending invitation (owners, admins)',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Withdrawn', 404: 'No such invitation' },
  })
  async cancelInvitation(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.cancelInvitation(actor, id, invitationId, ctx));
  }

  @Post(':id/invitations/:invitationId/accept')
  @HttpCode(200)
  @Endpoint({
    summary: 'Accept an invitation sent to you: you join with its role',
    tags: ['teams'],
    access: 'signed-in',
    response: answer,
    responses: { 200: 'Joined', 404: 'No such invitation for you', 409: 'Already answered, or the team is archived' },
  })
  async accept(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
    @Command() ctx: CommandContext,
  ) {
    await this.teams.answerInvitation(actor, id, invitationId, true, ctx);
    return { ok: true as const };
  }

  @Post(':id/invitations/:invitationId/decline')
  @HttpCode(200)
  @Endpoint({
    summary: 'Decline an invitation sent to you',
    tags: ['teams'],
    access: 'signed-in',
    response: answer,
    responses: { 200: 'Declined', 404: 'No such invitation for you', 409: 'Already answered' },
  })
  async decline(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
    @Command() ctx: CommandContext,
  ) {
    await this.teams.answerInvitation(actor, id, invitationId, false, ctx);
    return { ok: true as const };
  }

  @Put(':id/members/:userId/role')
  @Endpoint({
    summary: "Change a member's role (admins: coaches and members; owners: anyone)",
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Changed', 400: 'Not a role', 403: 'Not allowed', 404: 'No such member', 409: 'TEAM.LAST_OWNER' },
  })
  async changeRole(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('userId') userId: string,
    @ZodBody(changeMemberRoleSchema) body: z.output<typeof changeMemberRoleSchema>,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.changeRole(actor, id, userId, body.role, ctx));
  }

  @Delete(':id/members/:userId')
  @Endpoint({
    summary: 'Remove a member: they lose access at once',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Removed', 403: 'Not allowed', 404: 'No such member', 409: 'TEAM.LAST_OWNER' },
  })
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('userId') userId: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.removeMember(actor, id, userId, ctx));
  }

  @Post(':id/leave')
  @HttpCode(200)
  @Endpoint({
    summary: 'Leave the team (the last owner cannot: hand it over first)',
    tags: ['teams'],
    access: 'signed-in',
    response: answer,
    responses: { 200: 'Left', 404: 'Not a member', 409: 'TEAM.LAST_OWNER' },
  })
  async leave(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.teams.leave(actor, id, ctx);
    return { ok: true as const };
  }

  @Post(':id/transfer-ownership')
  @HttpCode(200)
  @Endpoint({
    summary: 'Hand the team to another member: they become an owner, you an admin',
    tags: ['teams'],
    access: 'signed-in',
    response: teamResponseContract,
    responses: { 200: 'Handed over', 400: 'Not a member', 403: 'Not an owner' },
  })
  async transfer(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(transferOwnershipSchema) body: z.output<typeof transferOwnershipSchema>,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.teams.transferOwnership(actor, id, body.userId, ctx));
  }
}
