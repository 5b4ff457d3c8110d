import { Controller, Get, HttpCode, Inject, Param, Patch } from '@nestjs/common';
import { adminSummaryContract, adminUserPageContract, adminUserResponseContract, authorize, notFound, type Actor } from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { findUserById, listUsers, type ProjectionRunner } from '@sideline/projections';
import type { z } from 'zod';
import { DATABASE, EVENT_STORE, PROJECTION_RUNNER } from '../app/tokens';
import { UserAccounts } from '../auth/user-accounts';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { changeUserRoleSchema, setUserDisabledSchema, userListQuerySchema } from './admin.schemas';
import { readAdminSummary } from './admin-summary';

@Controller('api/admin')
export class AdminController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
  ) {}

  @Get('summary')
  @Endpoint({ summary: 'Dashboard: counts, projection health, recent activity', tags: ['admin'], access: 'admin', response: adminSummaryContract, responses: { 200: 'OK', 401: 'Not signed in', 403: 'Not an admin' } })
  async summary(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    return readAdminSummary({ db: this.db, store: this.store, runner: this.runner });
  }

  @Get('users')
  @Endpoint({ summary: 'Users: search and paginate', tags: ['admin'], access: 'admin', response: adminUserPageContract })
  async users(@CurrentActor() actor: Actor, @ZodQuery(userListQuerySchema) query: z.output<typeof userListQuerySchema>) {
    authorize(actor, { action: 'user.manage', targetUserId: '*' });
    const { items, total } = await listUsers(this.db, query);
    return { items, total, page: query.page, pageSize: query.pageSize, pageCount: Math.max(1, Math.ceil(total / query.pageSize)) };
  }

  @Patch('users/:id/role')
  @HttpCode(200)
  @Endpoint({ summary: "Change a user's site role", tags: ['admin'], access: 'admin', response: adminUserResponseContract, responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' } })
  async changeRole(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(changeUserRoleSchema) body: z.output<typeof changeUserRoleSchema>, @Command() ctx: CommandContext) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.accounts.changeRole(await this.existing(id), body.role, ctx.metadata);
    return { user: await findUserById(this.db, id) };
  }

  @Patch('users/:id/disabled')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable (ends all their sessions) or enable a user', tags: ['admin'], access: 'admin', response: adminUserResponseContract, responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' } })
  async setDisabled(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(setUserDisabledSchema) body: z.output<typeof setUserDisabledSchema>, @Command() ctx: CommandContext) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.accounts.setDisabled(await this.existing(id), body.disabled, ctx.metadata);
    return { user: await findUserById(this.db, id) };
  }

  private async existing(id: string) {
    const user = await findUserById(this.db, id);
    if (!user) throw notFound('USER.NOT_FOUND', 'There is no user with this id.');
    return user.id;
  }
}
