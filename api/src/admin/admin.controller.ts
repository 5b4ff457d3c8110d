import { Controller, Get, HttpCode, Inject, Param, Patch, Query } from '@nestjs/common';
import {
  adminSummaryContract,
  adminUserPageContract,
  adminUserQuerySchema,
  adminUserResponseContract,
  auditPageContract,
  authorize,
  notFound,
  validationError,
  type Actor,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { findUserById, listUsersForAdmin, queryAuditLog, type ProjectionRunner } from '@sideline/projections';
import type { z } from 'zod';
import { COLLAB_METRICS, DATABASE, EVENT_STORE, PROJECTION_RUNNER } from '../app/tokens';
import { UserAccounts } from '../auth/user-accounts';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { changeUserRoleSchema, setUserDisabledSchema } from './admin.schemas';
import { auditEntriesOf, decodeCursor, encodeCursor } from './audit-entries';
import { readAdminSummary } from './admin-summary';

@Controller('api/admin')
export class AdminController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(COLLAB_METRICS) private readonly collabMetrics: (() => Record<string, unknown>) | null,
  ) {}

  @Get('summary')
  @Endpoint({
    summary: 'Dashboard: counts, projection health, recent activity',
    tags: ['admin'],
    access: 'admin',
    response: adminSummaryContract,
    responses: { 200: 'OK', 401: 'Not signed in', 403: 'Not an admin' },
  })
  async summary(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    return readAdminSummary({
      db: this.db,
      store: this.store,
      runner: this.runner,
      ...(this.collabMetrics ? { collabMetrics: this.collabMetrics } : {}),
    });
  }

  @Get('users')
  @Endpoint({
    summary: 'Users: search by name or email, sort (registered, lastActivity, name), paginate',
    tags: ['admin'],
    access: 'admin',
    response: adminUserPageContract,
  })
  async users(
    @CurrentActor() actor: Actor,
    @ZodQuery(adminUserQuerySchema) query: z.output<typeof adminUserQuerySchema>,
  ) {
    authorize(actor, { action: 'user.manage', targetUserId: '*' });
    const { items, total } = await listUsersForAdmin(this.db, query);
    return {
      items: items.map((u) => ({
        ...u,
        role: u.role as 'user' | 'admin',
        status: u.status as 'active' | 'disabled',
        registeredAt: new Date(u.registeredAt).toISOString(),
        lastActivityAt: u.lastActivityAt ? new Date(u.lastActivityAt).toISOString() : null,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  @Get('users/:id/activity')
  @Endpoint({
    summary: "A user's activity: the events they caused, newest first (audit index, keyset pages)",
    tags: ['admin'],
    access: 'admin',
    response: auditPageContract,
    responses: { 200: 'OK', 401: 'Not signed in', 403: 'Not an admin', 404: 'No such user' },
  })
  async activity(@CurrentActor() actor: Actor, @Param('id') id: string, @Query('cursor') rawCursor?: string) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.existing(id);
    const cursor = decodeCursor(rawCursor);
    if (rawCursor && !cursor)
      throw validationError('AUDIT.BAD_CURSOR', 'That page link is broken: start again from the first page.', {
        cursor: ['Not a page cursor.'],
      });
    const { items, next } = await queryAuditLog(this.db, { actorId: id }, cursor, 50);
    return { items: await auditEntriesOf(this.db, items), nextCursor: encodeCursor(next) };
  }

  @Patch('users/:id/role')
  @HttpCode(200)
  @Endpoint({
    summary: "Change a user's site role",
    tags: ['admin'],
    access: 'admin',
    response: adminUserResponseContract,
    responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' },
  })
  async changeRole(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(changeUserRoleSchema) body: z.output<typeof changeUserRoleSchema>,
    @Command() ctx: CommandContext,
  ) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.accounts.changeRole(await this.existing(id), body.role, ctx.metadata);
    return { user: await findUserById(this.db, id) };
  }

  @Patch('users/:id/disabled')
  @HttpCode(200)
  @Endpoint({
    summary: 'Disable (ends all their sessions) or enable a user',
    tags: ['admin'],
    access: 'admin',
    response: adminUserResponseContract,
    responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' },
  })
  async setDisabled(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(setUserDisabledSchema) body: z.output<typeof setUserDisabledSchema>,
    @Command() ctx: CommandContext,
  ) {
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
