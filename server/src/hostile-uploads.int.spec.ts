import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drillRow,
  heavyWorkbook,
  lieAboutSizes,
  workbookOf,
  zipBomb,
} from '../../api/src/drills/bulk-upload/testing/bulk-test-files';
import { startRunningServer, type RunningServer } from './testing/running-server';

/**
 * Hostile uploads against the real server process (`npm start`'s, embedded database): a workbook of 26 columns ×
 * 48,000 rows and a zip lying about 200 MB unpacked are each refused with a 400, the server keeps answering
 * meanwhile, and its resident memory comes back to where it was.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('hostile uploads to the running server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startRunningServer({ port: 3471, startTimeoutMs: 90_000 });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it(
    'refuses a 26 × 48,000 workbook and a zip lying about 200 MB with a 400, keeps answering, and gives its memory back',
    { timeout: 180_000 },
    async () => {
      const heavy = heavyWorkbook(48_000);
      const lying = lieAboutSizes(zipBomb(200 * 1024 * 1024));
      expect(heavy.length).toBeLessThan(8 * 1024 * 1024);
      expect(heavy.length).toBeGreaterThan(3 * 1024 * 1024);

      // One ordinary upload first: what any upload leaves behind (code loaded, buffers) is part of the baseline.
      const ordinary = await server.uploadWorkbook(await workbookOf([drillRow('Warm-up')]));
      expect(ordinary.status).toBe(200);
      await sleep(2_000);
      const before = server.rssMb();

      const {
        result: [heavyAnswer, lyingAnswer],
        slowestHealthzMs,
      } = await server.slowestHealthzDuring(() =>
        Promise.all([server.uploadWorkbook(heavy), server.uploadWorkbook(lying)]),
      );

      console.log(
        `heavy ${(heavy.length / 1024 / 1024).toFixed(1)} MB: ${heavyAnswer.code} in ${heavyAnswer.seconds.toFixed(2)} s; lying: ${lyingAnswer.seconds.toFixed(2)} s; slowest healthz ${slowestHealthzMs.toFixed(0)} ms (warm-up ${ordinary.seconds.toFixed(2)} s)`,
      );
      expect(heavyAnswer.status).toBe(400);
      expect(heavyAnswer.code).toMatch(/^BULK\.(TOO_MANY_ROWS|FILE_TOO_COMPLEX)$/);
      expect(lyingAnswer.status).toBe(400);
      expect(lyingAnswer.code).toBe('BULK.FILE_TOO_COMPLEX');
      // Generous bounds (a busy CI machine): the old code died of heap exhaustion or blocked every request for seconds.
      // The figures themselves are printed above and recorded in bench/RESULTS.md.
      expect(Math.max(heavyAnswer.seconds, lyingAnswer.seconds)).toBeLessThan(15);
      expect(slowestHealthzMs).toBeLessThan(2_500);

      // Memory comes back: the threads that read the files are gone with their heaps.
      let after = server.rssMb();
      for (let i = 0; i < 20 && after > before + 50; i++) {
        await sleep(500);
        after = server.rssMb();
      }
      console.log(`RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
      expect(after).toBeLessThan(before + 50);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    },
  );
});
