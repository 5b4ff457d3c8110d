import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPagePath } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { sessionUserOf } from '../auth/auth.controller';
import { renderIndexPage } from './index-page';
import { PAGE_CACHE } from './static-files';

/**
 * Every GET that is not an API route or a static file gets the single-page app: index.html with boot data. Addresses
 * that are not one of its pages (PAGE_PATHS) answer 404 with the same document, which shows the app's 404 page.
 */
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
    const status = isPagePath(new URL(request.url, 'http://page').pathname) ? 200 : 404;
    void reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .send(html);
  }
}
