// Recurring practices: generating 100 practices (goal < 5 s) and the week read (goal p95 < 50 ms on PostgreSQL), on a
// season of one year with about 300 practices and 40 markers. The real API in-process (Nest on Fastify, injected
// requests), read models kept by the in-process runner.
import { CommandContext } from '@sideline/api/commands/command-context';
import { PracticeGeneration } from '@sideline/api/recurrences/practice-generation';
import { seasonStreamTarget } from '@sideline/api/recurrences/recurrence-targets';
import { teamTarget } from '@sideline/api/teams/team-commands';
import { openTestApi, type TestApi } from '@sideline/api/testing/test-api';
import { addDays, type SeasonMarker } from '@sideline/domain';
import { benchTargets, percentile, round, type BenchReport } from './bench-databases';

const WEEK_READS = 200;

async function ok(api: TestApi, method: string, url: string, cookie: string, body?: unknown) {
  const response = await api.request({ method, url, cookie, ...(body !== undefined ? { body } : {}) });
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function generate(api: TestApi, cookie: string, seasonId: string, seriesId: string) {
  const started = performance.now();
  const run = await ok(api, 'POST', `/api/seasons/${seasonId}/recurrences/${seriesId}/generate`, cookie);
  await api.app.get(PracticeGeneration).settled(run.id);
  const log = await ok(api, 'GET', `/api/seasons/${seasonId}/generations/${run.id}`, cookie);
  return { ms: performance.now() - started, created: log.created as number };
}

export async function run(report: BenchReport): Promise<void> {
  for (const target of benchTargets()) {
    const api = await openTestApi(target);
    try {
      const cookie = await api.signUp('bench-coach@example.com', 'Bench Coach');
      const me = await ok(api, 'GET', '/api/auth/me', cookie);
      const userId = me.user.id as string;
      const team = (
        await ok(api, 'POST', '/api/teams', cookie, {
          name: 'Bench team',
          sport: 'quadball',
          timeZone: 'Europe/Berlin',
          practiceStartTime: '17:30',
        })
      ).team;
      const seasonId = crypto.randomUUID();
      const ctx = () => CommandContext.system({ userId, role: 'user' });
      await api.core.handler.handle(
        seasonStreamTarget(seasonId),
        {
          type: 'CreateSeason',
          data: {
            seasonId,
            teamId: team.id,
            details: { name: 'Bench season', startDate: '2026-08-01', endDate: '2027-07-31', templatePlanId: null },
            createdBy: userId,
          },
        },
        ctx(),
      );
      for (let i = 0; i < 40; i++) {
        const start = addDays('2026-08-01', i * 9);
        const marker: SeasonMarker = {
          id: crypto.randomUUID(),
          type: i % 4 === 0 ? 'tournament' : 'game',
          title: `Marker ${i}`,
          startDate: start,
          endDate: addDays(start, i % 4 === 0 ? 1 : 0),
          time: null,
          durationMinutes: null,
          colour: '#e11d48',
          notes: '',
          visibleToMembers: true,
        };
        await api.core.handler.handle(
          seasonStreamTarget(seasonId),
          { type: 'AddSeasonMarker', data: { marker } },
          ctx(),
        );
      }
      await api.core.handler.handle(
        teamTarget(team.id),
        { type: 'ActivateSeason', data: { seasonId, seasonTeamId: team.id } },
        ctx(),
      );
      const series = (name: string, weekdays: number[], endDate: string) =>
        ok(api, 'POST', `/api/seasons/${seasonId}/recurrences`, cookie, {
          name,
          pattern: { kind: 'weekly', weekdays },
          startDate: '2026-08-01',
          endDate,
        });
      // Tue/Thu/Sat from August to late November: about 100 practices.
      const first = await series('Tue/Thu/Sat', [2, 4, 6], '2027-02-28');
      const timed = await generate(api, cookie, seasonId, first.id);
      report({
        name: `${target.name}: generate ${timed.created} practices (one run, through the plan command path)`,
        value: round(timed.ms / 1000, 2),
        unit: 's',
        note: 'goal < 5 s for 100',
      });
      const rest = await series('Sun/Mon/Wed/Fri', [0, 1, 3, 5], '2027-07-31');
      const more = await generate(api, cookie, seasonId, rest.id);
      const total = timed.created + more.created;
      report({
        name: `${target.name}: generate ${more.created} more (season total ${total})`,
        value: round(more.ms / 1000, 2),
        unit: 's',
      });
      // Baseline in the same run, interleaved: the signed-in user's own session (GET /api/auth/me), the cheapest read.
      const samples: number[] = [];
      const baseline: number[] = [];
      for (let i = 0; i < WEEK_READS; i++) {
        const week = addDays('2026-08-03', (i * 7) % 360);
        let started = performance.now();
        const body = await ok(api, 'GET', `/api/teams/${team.id}/season/week?week=${week}`, cookie);
        samples.push(performance.now() - started);
        if (body.days.length !== 7) throw new Error('a week has 7 days');
        started = performance.now();
        await ok(api, 'GET', '/api/auth/me', cookie);
        baseline.push(performance.now() - started);
      }
      const p95 = percentile(samples, 95);
      report({
        name: `${target.name}: week read p50 (${total} practices, 40 markers)`,
        value: round(percentile(samples, 50), 1),
        unit: 'ms',
      });
      report({
        name: `${target.name}: week read p95`,
        value: round(p95, 1),
        unit: 'ms',
        ratio: round(p95 / percentile(baseline, 95), 2),
        note: `goal < 50 ms on PostgreSQL; ratio against GET /api/auth/me p95 (${round(percentile(baseline, 95), 1)} ms) in the same run`,
      });
    } finally {
      await api.close();
    }
  }
}
