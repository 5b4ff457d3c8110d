import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../auth/session-cookie';
import { SessionStore } from '../auth/session-store';
import { Endpoint } from '../openapi/endpoint-registry';
import { LiveFeed } from './live-feed';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events: tells open pages which read models changed (`plan:42`) once the projection has committed,
 * each page only the keys its user may read. Pages refetch through the ordinary, permission-checked endpoints.
 */
@Controller('api')
export class LiveController {
  constructor(
    @Inject(LiveFeed) private readonly feed: LiveFeed,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  @Get('live')
  @Endpoint({
    summary:
      'Live change notifications (text/event-stream: event "change", data {keys: string[], commands: string[]}): only keys of what the caller may read',
    tags: ['live'],
  })
  live(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write('retry: 3000\n: connected\n\n');
    const token = sessionTokenOf(request);
    const refresh = token ? async () => (await this.sessions.resolve(token))?.actor ?? null : undefined;
    // A change of the user's teams reads the session again at once (LiveFeed); the heartbeat catches everything else.
    const subscription = this.feed.subscribe(
      request.actor ?? null,
      (message) => out.write(`event: change\ndata: ${JSON.stringify(message)}\n\n`),
      refresh,
    );
    // The session is checked again at each heartbeat: signed out, disabled or a new role, the page hears accordingly.
    const heartbeat = setInterval(() => {
      out.write(': ping\n\n');
      if (token)
        void this.sessions.resolve(token).then(
          (session) => subscription.update(session?.actor ?? null),
          () => subscription.update(null),
        );
    }, HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      subscription.close();
    });
  }
}
