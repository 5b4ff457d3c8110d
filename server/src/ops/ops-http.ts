import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ReadinessCheck {
  ok: boolean;
  detail?: string;
}

export interface OpsEndpoints {
  /** named checks: all ok, the process is ready */
  ready(): Promise<Record<string, ReadinessCheck>>;
  /** Prometheus text exposition, when metrics are on */
  metrics?: () => Promise<{ contentType: string; body: string }>;
}

/**
 * The HTTP endpoints of the roles without the API (collab, projections): /healthz (the process is up), /readyz (it
 * can do its work: 200 or 503 with the checks) and /metrics. Anything else is a 404.
 */
export function opsRequestHandler(endpoints: OpsEndpoints) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '').split('?')[0];
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') =>
      void response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (request.method !== 'GET') return send(404, '{"status":"not_found"}');
    if (path === '/healthz') return send(200, '{"status":"ok"}');
    if (path === '/readyz') {
      endpoints
        .ready()
        .then((checks) => {
          const ready = Object.values(checks).every((check) => check.ok);
          send(ready ? 200 : 503, JSON.stringify({ status: ready ? 'ready' : 'not_ready', checks }));
        })
        .catch((error: Error) =>
          send(503, JSON.stringify({ status: 'not_ready', checks: { process: { ok: false, detail: error.message } } })),
        );
      return;
    }
    if (path === '/metrics' && endpoints.metrics) {
      endpoints
        .metrics()
        .then(({ contentType, body }) => send(200, body, contentType))
        .catch((error: Error) => send(500, JSON.stringify({ error: error.message })));
      return;
    }
    send(404, '{"status":"not_found"}');
  };
}

/** The database answers. */
export async function databaseCheck(db: { query(sql: string): Promise<unknown> }): Promise<ReadinessCheck> {
  try {
    await db.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}
