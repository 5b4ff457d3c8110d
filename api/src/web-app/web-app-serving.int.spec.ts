import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';

const [pglite] = databaseTargets();
const SCRIPT = `console.log(${JSON.stringify('a script that compresses well '.repeat(200))});`;

/** A built web app as the build leaves it: hashed assets with their .br and .gz copies (web/build-plugins). */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'fonts'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Sideline</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.map'), '{}');
  writeFileSync(join(dir, 'fonts', 'Font-1a2b.woff2'), 'font');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the built web app', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    api = await openTestApi(pglite!, { webDistDir: dist });
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy to browsers that accept it, else gzip, else the file itself', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets and fonts for a year, and asks again for other files and pages', async () => {
    for (const url of ['/assets/index-AbC123.js', '/fonts/Font-1a2b.woff2']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/drills')).headers['cache-control']).toBe('private, no-cache');
  });

  it('does not serve source maps', async () => {
    expect((await get('/assets/index-AbC123.js.map')).statusCode).toBe(404);
  });

  it('answers 200 for the pages of the app and 404 for any other address, with the same document', async () => {
    for (const url of [
      '/',
      '/drills',
      '/drills/7d0c1d3e-0000-4000-8000-000000000001/edit',
      '/practice-plans/wizard/timeline?draft=x',
      '/whiteboard/shared/abc',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    for (const url of ['/no-such-page', '/drills/a/b/c', '/practice-plans/wizard/nowhere', '/assets/missing.js']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root">');
      expect(missing.headers['content-type']).toMatch(/text\/html/);
    }
  });
});
