import { describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite-database';

describe('the embedded database under a long queue of statements', () => {
  it('lets the event loop turn about every 10 ms: timers and sockets are served while statements queue up', async () => {
    const db = await PgliteDatabase.open();
    try {
      await db.exec('CREATE TABLE t (n int)');
      let ticks = 0;
      let longestGap = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
        ticks++;
      }, 1);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 3_000 }, (_, i) => db.query('INSERT INTO t VALUES ($1) RETURNING n', [i])),
      );
      const took = performance.now() - started;
      clearInterval(timer);
      expect(took).toBeGreaterThan(200);
      // without yielding, the timer would not fire once until all 3,000 statements were done
      expect(ticks).toBeGreaterThan(took / 50);
      expect(longestGap).toBeLessThan(took / 4);
    } finally {
      await db.close();
    }
  });
});
