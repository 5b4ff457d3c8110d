import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestQueueOptions {
  /** API requests handled at the same time */
  running: number;
  /** requests waiting their turn; one more is answered 503 at once */
  waiting: number;
}

/** The embedded database is one session in this process: beyond a few requests at a time, more only wait longer. */
export const EMBEDDED_REQUEST_QUEUE: RequestQueueOptions = { running: 4, waiting: 24 };

const BUSY_BODY = JSON.stringify({ error: { code: 'SERVER.BUSY', message: 'The server is busy right now. Try again in a moment.' } });

/** Requests the queue leaves alone: the live feed stays open for hours, health checks must answer when busy. */
const bypasses = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/live');

/**
 * Admission control in front of the API on the embedded database: `running` requests at a time, `waiting` more in
 * line (first come, first served), and everything beyond that answered at once with 503 and `Retry-After: 1`
 * instead of piling up until every request times out. A request leaves the queue when its response is finished or
 * its connection closes. Must be installed before any other hook, so a refused request costs nothing.
 */
export function installRequestQueue(fastify: FastifyInstance, options: RequestQueueOptions): { stats(): { running: number; waiting: number; refused: number } } {
  let running = 0;
  let refused = 0;
  const line: (() => void)[] = [];

  const release = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (bypasses(request.url)) return;
    if (running >= options.running && line.length >= options.waiting) {
      refused++;
      return reply.code(503).header('retry-after', '1').header('content-type', 'application/json; charset=utf-8').send(BUSY_BODY);
    }
    if (running < options.running) running++;
    else {
      // Wait in line; a client that gives up meanwhile leaves it (and is answered into the void, costing nothing).
      const admitted = await new Promise<boolean>((resolve) => {
        const entry = () => {
          reply.raw.off('close', gaveUp);
          resolve(true);
        };
        const gaveUp = () => {
          const at = line.indexOf(entry);
          if (at >= 0) line.splice(at, 1);
          resolve(false);
        };
        line.push(entry);
        reply.raw.once('close', gaveUp);
      });
      if (!admitted) return reply.code(503).header('retry-after', '1').send(BUSY_BODY);
    }
    // The slot is given back once, when the response is done or the connection dropped.
    let released = false;
    const leave = () => {
      if (released) return;
      released = true;
      release();
    };
    reply.raw.once('close', leave);
    if (reply.raw.destroyed || request.raw.socket?.destroyed) leave();
    return undefined;
  });

  return { stats: () => ({ running, waiting: line.length, refused }) };
}
