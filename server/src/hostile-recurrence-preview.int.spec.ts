import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { startRunningServer, type RunningServer } from './testing/running-server';

/**
 * Issue 25's first finding against the real server process (`npm start`'s, embedded database): a recurrence preview
 * from 2026 to 9999 on every weekday blocked /healthz for over 70 s, and three at once ran the process out of heap.
 * Each request below must be refused at once with a 400 naming the field, while /healthz keeps answering within a
 * second and the resident memory stays where it was. Every request has its own deadline, so the old code fails the
 * test instead of hanging it.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ATTACK = {
  name: 'Every day',
  pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  startDate: '2026-09-01',
  endDate: '9999-12-31',
};

describe('a recurrence preview over thousands of years, against the running server', () => {
  let server: RunningServer;
  let cookie = '';
  let seasonId = '';

  const call = async (method: string, path: string, body?: unknown, timeoutMs = 10_000) => {
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: { origin: server.base, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: JSON.parse(text || 'null'),
      bytes: text.length,
      ms: performance.now() - started,
    };
  };

  beforeAll(async () => {
    // a busy shared machine starts slowly
    server = await startRunningServer({ port: await freePort(), startTimeoutMs: 240_000 });
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    // Any user can make a team and a season of their own: the attacker of the finding did just that.
    const team = await call('POST', '/api/teams', {
      name: 'Preview attackers',
      sport: 'quadball',
      timeZone: 'Europe/Berlin',
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const season = await call('POST', `/api/teams/${team.body.team.id}/seasons`, {
      name: '2026/27',
      startDate: '2026-08-01',
      endDate: '2027-06-30',
    });
    expect(season.status, JSON.stringify(season.body)).toBe(201);
    seasonId = season.body.season.season.id;
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  const preview = (body: unknown) => call('POST', `/api/seasons/${seasonId}/recurrences/preview`, body, 15_000);

  it('answers an ordinary preview (the baseline the attacks are compared with)', async () => {
    const ordinary = await preview({ ...ATTACK, endDate: '2026-09-30' });
    expect(ordinary.status, JSON.stringify(ordinary.body)).toBe(200);
    expect(ordinary.body.counts.total).toBe(30);
  });

  it(
    'refuses the end date 9999-12-31, alone and three at once, in a moment, while /healthz answers within a second and memory stays put',
    { timeout: 90_000 },
    async () => {
      await sleep(1_000);
      const before = server.rssMb();
      let peak = before;
      const sampling = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
      try {
        const { result, slowestHealthzMs } = await server.slowestHealthzDuring(async () => {
          const alone = await preview(ATTACK);
          const together = await Promise.all([preview(ATTACK), preview(ATTACK), preview(ATTACK)]);
          // Inside the dates the API takes at all, but outside the season: the season's own bound refuses it.
          const to2200 = await Promise.all([1, 2, 3].map(() => preview({ ...ATTACK, endDate: '2200-12-31' })));
          return { far: [alone, ...together], to2200 };
        });
        for (const answer of [...result.far, ...result.to2200]) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(400);
          expect(answer.ms).toBeLessThan(5_000);
        }
        for (const answer of result.far) {
          expect(answer.body.error.code).toBe('REQUEST.INVALID_BODY');
          expect(answer.body.error.details.fields).toEqual({
            endDate: ['Use a date between 1900-01-01 and 2200-12-31.'],
          });
        }
        for (const answer of result.to2200) {
          expect(answer.body.error.code).toBe('RECURRENCE.OUTSIDE_SEASON');
          expect(answer.body.error.details.fields.endDate[0]).toMatch(/inside the season \(2026-08-01 to 2027-06-30\)/);
        }
        const all = [...result.far, ...result.to2200];
        console.log(
          `refused in ${all.map((a) => a.ms.toFixed(0)).join(', ')} ms; slowest /healthz ${slowestHealthzMs.toFixed(0)} ms; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
        );
        expect(slowestHealthzMs).toBeLessThan(1_000);
      } finally {
        clearInterval(sampling);
      }
      expect(peak).toBeLessThan(before + 50);
    },
  );

  it(
    'refuses far dates on either side, a start outside the season and a range longer than the season, each with a 400 naming the field',
    { timeout: 60_000 },
    async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ endDate: '2200-12-31' }, 'RECURRENCE.OUTSIDE_SEASON', 'endDate'],
        [{ startDate: '1900-01-01', endDate: '2026-09-30' }, 'RECURRENCE.OUTSIDE_SEASON', 'startDate'],
        [{ startDate: '0001-01-01', endDate: '2026-09-30' }, 'REQUEST.INVALID_BODY', 'startDate'],
        [{ endDate: '+10000-01-01' }, 'REQUEST.INVALID_BODY', 'endDate'],
        [
          { pattern: { kind: 'monthly', monthDays: [1, 15, 31] }, endDate: '9999-12-31' },
          'REQUEST.INVALID_BODY',
          'endDate',
        ],
        [
          { pattern: { kind: 'monthly', monthDays: [1, 15, 31] }, endDate: '2199-12-31' },
          'RECURRENCE.OUTSIDE_SEASON',
          'endDate',
        ],
      ];
      for (const [over, code, field] of cases) {
        const answer = await preview({ ...ATTACK, ...over });
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.error.code).toBe(code);
        expect(Object.keys(answer.body.error.details.fields)).toContain(field);
        expect(answer.ms).toBeLessThan(5_000);
      }
      expect((await call('GET', '/healthz', undefined, 1_000)).status).toBe(200);
    },
  );
});
