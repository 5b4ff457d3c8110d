import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** What the command handler reports for each command it handled. */
export interface CommandObserver {
  commandHandled(streamType: string, outcome: CommandOutcome, eventsAppended: number): void;
}

/**
 * appended: new events; unchanged: the decider decided nothing; replayed: an idempotent retry; rejected: a domain
 * error; conflict: versions kept clashing; failed: anything else
 */
export type CommandOutcome = 'appended' | 'unchanged' | 'replayed' | 'rejected' | 'conflict' | 'failed';

/**
 * The API's Prometheus metrics on the process's registry: HTTP latency by route (the route's pattern, never its
 * values: a path may hold a share token), command outcomes and events appended per stream type.
 */
export class ApiMetrics implements CommandObserver {
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly commands: Counter<'stream_type' | 'outcome'>;
  private readonly eventsAppended: Counter<'stream_type'>;

  constructor(readonly registry: Registry) {
    this.httpDuration = new Histogram({
      name: 'sideline_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.commands = new Counter({
      name: 'sideline_commands_total',
      help: 'Commands handled, by stream type and outcome',
      labelNames: ['stream_type', 'outcome'],
      registers: [registry],
    });
    this.eventsAppended = new Counter({
      name: 'sideline_events_appended_total',
      help: 'Events appended by commands, by stream type',
      labelNames: ['stream_type'],
      registers: [registry],
    });
  }

  commandHandled(streamType: string, outcome: CommandOutcome, eventsAppended: number) {
    this.commands.inc({ stream_type: streamType, outcome });
    if (eventsAppended > 0) this.eventsAppended.inc({ stream_type: streamType }, eventsAppended);
  }

  /** Times every request, and serves GET /metrics (the proxy does not route it: scrape each instance directly). */
  install(fastify: FastifyInstance) {
    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    fastify.get('/metrics', async (_request, reply) => {
      void reply.header('content-type', this.registry.contentType).header('cache-control', 'no-store');
      return this.registry.metrics();
    });
  }
}
