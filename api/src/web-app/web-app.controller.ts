import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@sideline/eventstore';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { sessionUserOf } from '../auth/auth.controller';
import { renderIndexPage } from './index-page';

/** Every GET that is not an API route or a static file is a page of the single-page app: serve index.html with boot data. */
@Controller()
export class WebAppController {
  private template: Promise<string> | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
  ) {}

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const dist = this.settings.webDistDir;
    if (!dist || request.url.startsWith('/api/') || request.url === '/api') throw new NotFoundException();
    this.template ??= readFile(join(dist, 'index.html'), 'utf8');
    const { sentry, collabUrl } = this.settings;
    const html = renderIndexPage(await this.template, {
      user: await sessionUserOf({ db: this.db }, request.actor),
      sentry: { dsn: sentry.webDsn, environment: sentry.environment, release: sentry.release },
      collabUrl,
    });
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }
}
