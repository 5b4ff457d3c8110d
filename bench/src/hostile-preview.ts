import type { RunningServer } from '../../server/src/testing/running-server';
import { round, type BenchReport } from './bench-databases';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ATTACK = {
  name: 'Every day',
  pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  startDate: '2026-09-01',
  endDate: '9999-12-31',
};

/**
 * Issue 25's recurrence preview attack (the same requests as server/src/hostile-recurrence-preview.int.spec.ts): a
 * weekly series on every day from 2026 to 9999, alone and three at once, and to 2200 (inside the dates the API takes,
 * outside the season) three at once. Reported: time to the refusal, the slowest /healthz meanwhile, and resident
 * memory before, at the peak (sampled every 20 ms) and 2 s after. HOSTILE_ROUNDS=3 repeats the cases on the same
 * server.
 */
export async function previewAttack(server: RunningServer, report: BenchReport): Promise<void> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base, cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const answer = (await response.json()) as {
      error?: { code: string };
      team?: { id: string };
      season?: { season: { id: string } };
    };
    return { status: response.status, code: answer.error?.code ?? '', answer, ms: performance.now() - started };
  };
  const team = await post('/api/teams', { name: 'Bench preview', sport: 'quadball', timeZone: 'Europe/Berlin' });
  const season = await post(`/api/teams/${team.answer.team!.id}/seasons`, {
    name: '2026/27',
    startDate: '2026-08-01',
    endDate: '2027-06-30',
  });
  const preview = (body: unknown) => post(`/api/seasons/${season.answer.season!.season.id}/recurrences/preview`, body);
  // One ordinary preview first: the code it loads is part of the baseline.
  const ordinary = await preview({ ...ATTACK, endDate: '2026-09-30' });
  if (ordinary.status !== 200) throw new Error(`an ordinary preview failed: ${ordinary.status} ${ordinary.code}`);
  await sleep(2_000);

  const cases: [string, unknown[]][] = [
    ['to 9999-12-31', [ATTACK]],
    ['to 9999-12-31, three at once', [ATTACK, ATTACK, ATTACK]],
    ['to 2200-12-31 (outside the season), three at once', [1, 2, 3].map(() => ({ ...ATTACK, endDate: '2200-12-31' }))],
  ];
  const rounds = Number(process.env.HOSTILE_ROUNDS ?? 1);
  for (let n = 1; n <= rounds; n++) {
    for (const [label, bodies] of cases) {
      const before = server.rssMb();
      let peak = before;
      const sampling = setInterval(() => (peak = Math.max(peak, server.rssMb())), 20);
      const { result: answers, slowestHealthzMs } = await server.slowestHealthzDuring(() =>
        Promise.all(bodies.map(preview)),
      );
      clearInterval(sampling);
      await sleep(2_000);
      const after = server.rssMb();
      const statuses = [...new Set(answers.map((a) => `${a.status} ${a.code}`))].join(', ');
      const name = `recurrence preview ${label}${rounds > 1 ? ` (round ${n})` : ''}`;
      report({
        name: `${name}: time to the refusal`,
        value: round(Math.max(...answers.map((a) => a.ms)), 0),
        unit: 'ms',
        note: statuses,
      });
      report({
        name: `${name}: slowest /healthz meanwhile`,
        value: round(slowestHealthzMs, 0),
        unit: 'ms',
        note: 'goal: under 1 s',
      });
      report({
        name: `${name}: RSS before / peak / 2 s later`,
        value: round(peak, 0),
        unit: 'MB',
        note: `${round(before, 0)} / ${round(peak, 0)} / ${round(after, 0)} MB`,
      });
    }
  }
}
