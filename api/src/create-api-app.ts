import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { Module, type DynamicModule, type LogLevel, type LoggerService, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDeps } from './api-deps';
import { apiProviders } from './app/api-providers';
import { AdminController } from './admin/admin.controller';
import { AuthController } from './auth/auth.controller';
import { BoardShareLinksController } from './boards/board-share-links.controller';
import { BoardVersionsController } from './boards/board-versions.controller';
import { BoardsController } from './boards/boards.controller';
import { CollabController } from './collab/collab.controller';
import { CartController } from './cart/cart.controller';
import { CommentsController } from './comments/comments.controller';
import { DrillCommandsController } from './drills/drill-commands.controller';
import { DrillQueriesController } from './drills/drill-queries.controller';
import { FormationCommandsController } from './formations/formation-commands.controller';
import { FormationEngagementController } from './formations/formation-engagement.controller';
import { FormationQueriesController } from './formations/formation-queries.controller';
import { FormationVersionsController } from './formations/formation-versions.controller';
import { BulkUploadController } from './drills/bulk-upload/bulk-upload.controller';
import { PlanCommandsController } from './practice-plans/plan-commands.controller';
import { PlanCommentsController } from './practice-plans/plan-comments.controller';
import { PlanDraftsController } from './practice-plans/plan-drafts.controller';
import { PracticePlansController } from './practice-plans/practice-plans.controller';
import { ImportBatchesController } from './drills/bulk-upload/import-batches.controller';
import { sessionTokenOf } from './auth/session-cookie';
import { HealthController } from './health/health.controller';
import { checkSignedIn, routesNeedingSignIn } from './http/access-gate';
import { ErrorFilter } from './http/error-filter';
import { EMBEDDED_REQUEST_QUEUE, installRequestQueue } from './http/request-queue';
import { checkStorableInput, installJsonBodyParser } from './http/json-body';
import { checkStateChangingRequest } from './http/origin-check';
import { READ_AFTER_HEADER, formatReadAfter, parseReadAfter, waitForReadAfter } from './http/read-after';
import type { CommandContext } from './commands/command-context';
import { commandContextFor } from './http/request-context';
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy, originOf } from './http/security-headers';
import { LiveController } from './live/live.controller';
import { DOCUMENTED_CONTROLLERS, DocsController } from './openapi/docs.controller';
import { TeamsController } from './teams/teams.controller';
import { installRequestLog, requestIdOf } from './observability/request-log';
import { ProfileController } from './profile/profile.controller';
import { OidcController } from './auth/oidc/oidc.controller';
import { FeedbackController } from './feedback/feedback.controller';
import { PollController } from './poll/poll.controller';
import { HistoryController } from './history/history.controller';
import { AuditController } from './admin/audit.controller';
import { TrashController } from './history/trash.controller';
import { RecurrencesController } from './recurrences/recurrences.controller';
import { PracticeTemplateController } from './recurrences/practice-template.controller';
import { AttendanceController, SeasonWeekController } from './season-week/season-week.controller';
import { PracticePublishingController } from './season-week/practice-publishing.controller';
import { SeasonShareController } from './seasons/season-share.controller';
import { SeasonsController } from './seasons/seasons.controller';
import { registerStaticFiles } from './web-app/static-files';
import { WebAppController } from './web-app/web-app.controller';

/** Feature controllers, in routing order. The web app's catch-all must stay last. */
export const API_CONTROLLERS: Type[] = [
  HealthController,
  AuthController,
  AdminController,
  LiveController,
  DocsController,
  BulkUploadController,
  ImportBatchesController,
  DrillQueriesController,
  DrillCommandsController,
  CommentsController,
  CartController,
  BoardShareLinksController,
  BoardVersionsController,
  BoardsController,
  CollabController,
  FormationQueriesController,
  FormationCommandsController,
  FormationVersionsController,
  FormationEngagementController,
  PlanDraftsController,
  PracticePlansController,
  PlanCommandsController,
  PlanCommentsController,
  TeamsController,
  ProfileController,
  FeedbackController,
  PollController,
  HistoryController,
  TrashController,
  AuditController,
  SeasonsController,
  SeasonShareController,
  RecurrencesController,
  PracticeTemplateController,
  SeasonWeekController,
  AttendanceController,
  PracticePublishingController,
  OidcController,
];

function apiModule(deps: ApiDeps): DynamicModule {
  @Module({})
  class ApiModule {}
  return {
    module: ApiModule,
    controllers: [...API_CONTROLLERS, WebAppController],
    providers: [{ provide: DOCUMENTED_CONTROLLERS, useValue: API_CONTROLLERS }, ...apiProviders(deps)],
  };
}

export interface CreateApiOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds the API (and static web app) as a Nest application on Fastify, initialised but not listening. */
export async function createApiApp(deps: ApiDeps, options: CreateApiOptions = {}): Promise<NestFastifyApplication> {
  // The client's address (per-address limits) comes from X-Forwarded-For only as far as TRUST_PROXY says: by default
  // from nobody, since any client can write that header.
  // (Fastify takes a hop count too; Nest's adapter type only lists the other forms.)
  const trustProxy = (deps.settings.trustProxy ?? false) as boolean | string[];
  const adapter = new FastifyAdapter({ bodyLimit: deps.settings.bodyLimit, trustProxy, forceCloseConnections: true });
  const app = await NestFactory.create<NestFastifyApplication>(apiModule(deps), adapter, {
    logger: options.logger ?? ['error', 'warn'],
    // the JSON body parser is our own (http/json-body.ts): UTF-8 only, bounded depth
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyCookie as never);
  await registerStaticFiles(fastify, deps.settings.webDistDir);
  installHooks(fastify, deps);
  app.useGlobalFilters(new ErrorFilter(deps.reportError));
  await app.init();
  return app;
}

/** null when the request was refused before its command context was made (the decoration starts as null). */
const commandContextMade = (request: FastifyRequest): CommandContext | null => request.command;

function installHooks(fastify: FastifyInstance, deps: ApiDeps) {
  // First of all hooks: on an embedded database, a bounded queue (overflow: 503 at once, nothing else done).
  const queue =
    deps.db.kind === 'pglite'
      ? (deps.settings.requestQueue ?? EMBEDDED_REQUEST_QUEUE)
      : deps.settings.postgresRequestQueue;
  if (queue) installRequestQueue(fastify, queue);
  const allowedOrigins = new Set(
    [originOf(deps.settings.publicUrl), ...deps.settings.allowedOrigins].filter((o): o is string => Boolean(o)),
  );
  const csp = contentSecurityPolicy({
    connect: [originOf(deps.settings.collabUrl)?.replace(/^http/, 'ws'), originOf(deps.settings.sentry.webDsn)].filter(
      (o): o is string => Boolean(o),
    ),
  });
  // A route raises its own body limit with @RouteConfig({ bodyLimit }) (file uploads sent as base64 JSON); the rest
  // keep the global one.
  fastify.addHook('onRoute', (route) => {
    const config: { bodyLimit?: unknown } | undefined = route.config;
    const limit = config?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  fastify.decorateRequest('actor', null);
  fastify.decorateRequest('sessionId', null);
  fastify.decorateRequest('requestId', '');
  fastify.addHook('onRequest', async (request, reply) => {
    request.requestId = requestIdOf(request);
    void reply.header('x-request-id', request.requestId);
  });
  deps.metrics?.install(fastify);
  if (deps.requestLog) installRequestLog(fastify, deps.requestLog);
  const needSignIn = routesNeedingSignIn(API_CONTROLLERS);
  const resolveSession = async (request: FastifyRequest) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const session = await deps.sessions.resolve(token);
    request.actor = session?.actor ?? null;
    request.sessionId = session?.sessionId ?? null;
  };
  fastify.addHook('onRequest', async (request) => {
    await resolveSession(request);
    // authenticate before anything else: a visitor gets 401, not the body's validation errors
    checkSignedIn(request, needSignIn);
  });
  installJsonBodyParser(fastify);
  fastify.addHook('preValidation', async (request) => checkStorableInput(request));
  const readModels = new Set(deps.readModelNames);
  fastify.decorateRequest('command', null as never);
  fastify.addHook('preHandler', async (request) => {
    checkStateChangingRequest(request, allowedOrigins);
    request.command = commandContextFor(request);
    // Read-your-writes: the client names what its earlier writes must have reached (see http/read-after.ts).
    const wanted = parseReadAfter(request.headers[READ_AFTER_HEADER]);
    if (wanted.size > 0) {
      await waitForReadAfter(deps.watcher, wanted, readModels);
      // The actor's team roles come from a read model too: read them again as of the writes the client has seen
      // (a member removed a moment ago is not one on the next request).
      if (request.actor) await resolveSession(request);
    }
  });
  fastify.addHook('onSend', async (request, reply) => {
    const command = commandContextMade(request);
    if (command?.written.size) void reply.header(READ_AFTER_HEADER, formatReadAfter(command.written));
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) void reply.header(name, value);
    if (!request.url.startsWith('/api/')) void reply.header('content-security-policy', csp);
    if (deps.settings.publicUrl.startsWith('https:'))
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
