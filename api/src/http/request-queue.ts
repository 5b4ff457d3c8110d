import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestQueueOptions {
  /** API requests handled at the same time */
  running: number;
  /** requests waiting their turn at most; one more is answered 503 at once */
  waiting: number;
  /**
   * The longest a request waits in line (default: no limit). A request that would wait longer, judged by how long
   * requests took lately, is answered 503 at once; one still in line when the time is up is answered 503 then.
   */
  maxWaitMs?: number;
}

/**
 * The embedded database is one session in this process: beyond two requests at a time (one at the database, one
 * doing its JavaScript), more only take longer each. No request waits in line more than a second, so with the few
 * hundred ms an accepted write takes under heavy load its answer comes within 2 s (issue 11: p99 of accepted writes
 * under 2 s at 100 connections; with 4 running, each took twice as long and the p99 was 2.8 s).
 */
export const EMBEDDED_REQUEST_QUEUE: RequestQueueOptions = { running: 2, waiting: 24, maxWaitMs: 1_000 };

/**
 * The default start's own PostgreSQL (10 connections): a staff of 20 coaches editing one plan, and colleagues
 * browsing, all run at once and never wait; a flood of 100 connections finds a line of 256 that nobody waits in for
 * longer than a second (then 503 with Retry-After), so accepted requests keep answering within 2 s.
 */
export const EMBEDDED_POSTGRES_REQUEST_QUEUE: RequestQueueOptions = { running: 32, waiting: 256, maxWaitMs: 1_000 };

const BUSY_BODY = JSON.stringify({
  error: { code: 'SERVER.BUSY', message: 'The server is busy right now. Try again in a moment.' },
});

/** Requests the queue leaves alone: the live feed stays open for hours, health checks must answer when busy. */
const bypasses = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/live');

/** Weight of the newest request in the running mean of request times (about the last 20 requests). */
const SMOOTHING = 0.05;

const busy = (reply: FastifyReply) =>
  reply.code(503).header('retry-after', '1').header('content-type', 'application/json; charset=utf-8').send(BUSY_BODY);

/**
 * Admission control in front of the API on the embedded database: `running` requests at a time, up to `waiting`
 * more in line (first come, first served), and everything beyond that answered at once with 503 and
 * `Retry-After: 1` instead of piling up until every request times out. The line is bounded in time as well as in
 * length (`maxWaitMs`): under overload the requests get slower (the one database session is shared, and so are the
 * cores with whoever sends the flood), so a line of fixed length would mean a wait of many seconds. A request leaves
 * the queue when its response is finished or its connection closes. Must be installed before any other hook, so a
 * refused request costs nothing.
 */
export function installRequestQueue(
  fastify: FastifyInstance,
  options: RequestQueueOptions,
): { stats(): { running: number; waiting: number; refused: number; meanRequestMs: number } } {
  let running = 0;
  let refused = 0;
  /** running mean of how long an admitted request held its slot, in ms (0 until one finished) */
  let meanRequestMs = 0;
  const line: (() => void)[] = [];
  const maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;

  const release = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };
  /** What the newcomer would wait: everyone ahead of it in line, `running` at a time, at the recent pace. */
  const expectedWaitMs = () => ((line.length + 1) * meanRequestMs) / options.running;

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (bypasses(request.url)) return;
    if (running >= options.running && (line.length >= options.waiting || expectedWaitMs() > maxWaitMs)) {
      refused++;
      return busy(reply);
    }
    if (running < options.running) running++;
    else {
      // Wait in line, up to maxWaitMs; a client that gives up meanwhile leaves it (and is answered into the void).
      const admitted = await new Promise<boolean>((resolve) => {
        const leave = () => {
          const at = line.indexOf(entry);
          if (at >= 0) line.splice(at, 1);
          reply.raw.off('close', leave);
          clearTimeout(timer);
          resolve(false);
        };
        const entry = () => {
          reply.raw.off('close', leave);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = Number.isFinite(maxWaitMs) ? setTimeout(leave, maxWaitMs) : undefined;
        line.push(entry);
        reply.raw.once('close', leave);
      });
      if (!admitted) {
        refused++;
        return busy(reply);
      }
    }
    // The slot is given back once, when the response is done or the connection dropped.
    const admittedAt = performance.now();
    let released = false;
    const leave = () => {
      if (released) return;
      released = true;
      const took = performance.now() - admittedAt;
      meanRequestMs = meanRequestMs === 0 ? took : meanRequestMs + SMOOTHING * (took - meanRequestMs);
      release();
    };
    reply.raw.once('close', leave);
    if (reply.raw.destroyed || request.raw.socket.destroyed) leave();
    return undefined;
  });

  return { stats: () => ({ running, waiting: line.length, refused, meanRequestMs }) };
}
