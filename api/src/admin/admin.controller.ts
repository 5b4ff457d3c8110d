import { Controller, Get, HttpCode, Inject, Param, Patch, Req } from '@nestjs/common';
import { authorize, notFound, type Actor } from '@sideline/domain';
import { findUserById, listUsers } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { changeUserRoleSchema, setUserDisabledSchema, userListQuerySchema } from './admin.schemas';
import { readAdminSummary } from './admin-summary';

@Controller('api/admin')
export class AdminController {
  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {}

  @Get('summary')
  @Endpoint({ summary: 'Dashboard: counts, projection health, recent activity', tags: ['admin'], access: 'admin', responses: { 200: 'OK', 401: 'Not signed in', 403: 'Not an admin' } })
  async summary(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    return readAdminSummary(this.deps);
  }

  @Get('users')
  @Endpoint({ summary: 'Users: search and paginate', tags: ['admin'], access: 'admin' })
  async users(@CurrentActor() actor: Actor, @ZodQuery(userListQuerySchema) query: z.output<typeof userListQuerySchema>) {
    authorize(actor, { action: 'user.manage', targetUserId: '*' });
    const { items, total } = await listUsers(this.deps.db, query);
    return { items, total, page: query.page, pageSize: query.pageSize, pageCount: Math.max(1, Math.ceil(total / query.pageSize)) };
  }

  @Patch('users/:id/role')
  @HttpCode(200)
  @Endpoint({ summary: "Change a user's site role", tags: ['admin'], access: 'admin', responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' } })
  async changeRole(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(changeUserRoleSchema) body: z.output<typeof changeUserRoleSchema>, @Req() request: FastifyRequest) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.deps.accounts.changeRole(await this.existing(id), body.role, eventMetadataFor(request));
    return { user: await findUserById(this.deps.db, id) };
  }

  @Patch('users/:id/disabled')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable (ends all their sessions) or enable a user', tags: ['admin'], access: 'admin', responses: { 200: 'Changed', 404: 'No such user', 409: 'Would leave the site without an admin' } })
  async setDisabled(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(setUserDisabledSchema) body: z.output<typeof setUserDisabledSchema>, @Req() request: FastifyRequest) {
    authorize(actor, { action: 'user.manage', targetUserId: id });
    await this.deps.accounts.setDisabled(await this.existing(id), body.disabled, eventMetadataFor(request));
    return { user: await findUserById(this.deps.db, id) };
  }

  private async existing(id: string) {
    const user = await findUserById(this.deps.db, id);
    if (!user) throw notFound('USER.NOT_FOUND', 'There is no user with this id.');
    return user.id;
  }
}
