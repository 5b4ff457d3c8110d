import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Database, EventStore } from '@sideline/eventstore';
import type { ProjectionRunner } from '@sideline/projections';
import { DATABASE, EVENT_STORE, PROJECTION_RUNNER, STARTUP_READINESS } from '../app/tokens';
import { Endpoint } from '../openapi/endpoint-registry';
import { readProjectionHealth } from '../admin/projection-health';
import type { StartupReadiness } from './startup-readiness';

/** A projection further behind than this makes the instance not ready. */
const MAX_READY_LAG_EVENTS = 10_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Inject(STARTUP_READINESS) private readonly startup: StartupReadiness | null,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  @Endpoint({ summary: 'The process is up', tags: ['health'] })
  healthz() {
    return { status: 'ok' };
  }

  @Get('readyz')
  @Endpoint({
    summary:
      'Started (the demo seed written, read models caught up with the log), the database answers and read models are within lag',
    tags: ['health'],
    responses: { 200: 'Ready', 503: 'Not ready' },
  })
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    const checks: Record<string, { ok: boolean; detail?: string }> = {};
    if (this.startup) checks.startup = this.startup.check();
    try {
      await this.db.query('SELECT 1');
      checks.database = { ok: true };
    } catch (error) {
      checks.database = { ok: false, detail: (error as Error).message };
    }
    if (checks.database.ok) {
      const projections = await readProjectionHealth({ db: this.db, store: this.store, runner: this.runner });
      for (const p of projections) {
        checks[`projection:${p.name}`] =
          p.lagEvents <= MAX_READY_LAG_EVENTS && !p.lastError
            ? { ok: true }
            : { ok: false, detail: p.lastError ?? `${p.lagEvents} events behind` };
      }
    }
    const ready = Object.values(checks).every((check) => check.ok);
    void reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not_ready', checks };
  }
}
