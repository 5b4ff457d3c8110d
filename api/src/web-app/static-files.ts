import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** Hashed build output (assets/) and Excalidraw's hashed fonts (fonts/) never change under their names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other public files (favicon…) keep their names across releases: the browser asks again each time. */
export const REVALIDATE_CACHE = 'no-cache';
/** Pages carry the signed-in user's boot data: stored only by this browser, and asked again each time. */
export const PAGE_CACHE = 'private, no-cache';

export function cacheControlFor(urlPath: string): string {
  return /^\/(assets|fonts)\//.test(urlPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app's files. The build writes brotli and gzip copies beside every text file
 * (web/build-plugins/precompress-assets.ts); the browser gets the best one it accepts, with no compression per request.
 * Files are listed once at start (no wildcard), so unknown paths fall through to the single-page app.
 * Source maps are kept for uploading to Sentry, not served.
 */
export async function registerStaticFiles(fastify: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist || !existsSync(webDist)) return;
  await fastify.register(fastifyStatic as never, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path: string) => !path.endsWith('.map'),
    // Called with the file sent (for a compressed copy, the .br or .gz beside it); @fastify/static adds Vary itself.
    setHeaders: (reply: FastifyReply, path: string) => {
      void reply.header('cache-control', cacheControlFor(`/${relative(webDist, path).split(sep).join('/')}`));
    },
  });
}
