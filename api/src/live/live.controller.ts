import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectionWatcher } from '@sideline/projections';
import { PROJECTION_WATCHER } from '../app/tokens';
import { Endpoint } from '../openapi/endpoint-registry';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events: tells open pages which read models changed (`plan:42`) once the projection has committed.
 * Pages refetch through the ordinary, permission-checked endpoints, so a key reveals nothing by itself.
 */
@Controller('api')
export class LiveController {
  constructor(@Inject(PROJECTION_WATCHER) private readonly watcher: ProjectionWatcher) {}

  @Get('live')
  @Endpoint({ summary: 'Live change notifications (text/event-stream: event "change", data {keys: string[], commands: string[]})', tags: ['live'] })
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
    const unsubscribe = this.watcher.onChange((change) => {
      if (change.changed.length === 0 && !change.overflow) return;
      // `commands`: the commands behind the change, so the page that sent them need not refetch what it already has.
      out.write(`event: change\ndata: ${JSON.stringify({ keys: change.changed, overflow: Boolean(change.overflow), commands: change.commands })}\n\n`);
    });
    const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }
}
