import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { THOROUGH } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../boards/testing/board-fixtures';
import { createDrill } from '../drills/testing/drill-fixtures';
import { createFormation } from '../formations/testing/formation-fixtures';
import { createPlan } from '../practice-plans/testing/plan-fixtures';
import { createSeries, seasonOn } from '../recurrences/testing/recurrence-fixtures';
import { createTeam } from '../teams/testing/team-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { arbitraryOf, FAR_DATES, HOSTILE_STRINGS, queryValue, type JsonSchema } from './openapi-arbitraries';

/**
 * The fuzz pass: requests for every operation of the OpenAPI document the API serves, generated from its schemas
 * (path ids real or not, query and body mostly valid, with far dates, huge counts, long strings and long lists mixed
 * in), sent by the owner of a team and season and anonymously. Each must be answered below 500, a refused one (4xx)
 * must append no event, and /healthz must keep answering meanwhile. A time budget keeps the normal run near half a
 * minute; TEST_THOROUGH=1 runs many more cases per operation (for local runs, not CI); FUZZ_BUDGET_MS and FUZZ_SEED
 * tune a run.
 */
const RUNS_PER_OPERATION = THOROUGH ? 200 : 4;
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? (THOROUGH ? 30 * 60_000 : 25_000));
const HEALTHZ_LIMIT_MS = 2_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** A request with no answer by then is a finding too (the old recurrence preview took over 70 s). */
const ANSWER_WITHIN_MS = 15_000;

type Operation = {
  method: string;
  path: string;
  summary?: string;
  params: { name: string; in: string; schema: JsonSchema; required?: boolean }[];
  body?: JsonSchema;
};

/** Operations that end the fuzzing user's session or account: sent only anonymously, or the rest would test a 401. */
const ENDS_THE_SESSION = [
  /^POST \/api\/auth\/logout/,
  /^POST \/api\/profile\/delete-account$/,
  /^POST \/api\/profile\/password$/,
  /^DELETE \/api\/profile\/sessions\//,
];

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: Operation['params'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([path, verbs]) =>
    Object.entries(verbs).map(([verb, op]) => ({
      method: verb.toUpperCase(),
      path,
      summary: op.summary,
      params: op.parameters ?? [],
      ...(op.requestBody ? { body: op.requestBody.content['application/json']?.schema } : {}),
    })),
  );
  // Deletions last: what they remove is what the other operations' real ids point at.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

describe.each(databaseTargets().slice(0, 1))('fuzzing the documented API on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  const ids: Record<string, string> = {};
  const slowest = { healthzMs: 0 };

  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'fuzz-owner@example.com', 'Fay Fuzz');
    const team = await createTeam(api, owner);
    const season = await seasonOn(api, owner, team.id);
    const series = await createSeries(api, owner, season.seasonId);
    Object.assign(ids, {
      teamId: team.id,
      seasonId: season.seasonId,
      sectionId: season.section.id,
      markerId: season.marker.id,
      seriesId: series.id,
      userId: owner.userId,
      drill: (await createDrill(api, owner.cookie)).id,
      plan: (await createPlan(api, owner.cookie)).id,
      formation: (await createFormation(api, owner.cookie)).id,
      board: (await createBoard(api, owner.cookie)).id,
    });
  }, 120_000);

  afterAll(async () => {
    console.log(`fuzz: slowest /healthz ${slowest.healthzMs.toFixed(0)} ms`);
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  /** The real id a path parameter most likely names, from the segment before it. */
  function realId(path: string, name: string): string | undefined {
    if (ids[name]) return ids[name];
    if (name !== 'id') return undefined;
    const before = path.split('/{id}')[0]!.split('/').pop();
    return (
      {
        teams: ids.teamId,
        drills: ids.drill,
        'practice-plans': ids.plan,
        formations: ids.formation,
        boards: ids.board,
        users: ids.userId,
      } as Record<string, string | undefined>
    )[before ?? ''];
  }

  function pathParam(path: string, name: string): fc.Arbitrary<string> {
    const real = realId(path, name);
    const kind =
      name === 'date'
        ? fc.constantFrom(...FAR_DATES, '2026-09-01', '2026-09-03')
        : name === 'entityType'
          ? fc.constantFrom('drill', 'formation', 'plan', 'board', 'team', 'season', 'x')
          : fc.uuid();
    const hostile = fc.constantFrom(
      ...HOSTILE_STRINGS.filter((s) => s.length < 20_000),
      '0',
      '-1',
      '99999999999999999999',
      '%2e%2e',
    );
    return fc.oneof(
      { weight: real ? 6 : 0, arbitrary: fc.constant(real ?? '') },
      { weight: 3, arbitrary: kind },
      { weight: 1, arbitrary: hostile },
    );
  }

  function requestOf(op: Operation) {
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    return fc
      .record({
        signedIn: ENDS_THE_SESSION.some((re) => re.test(`${op.method} ${op.path}`)) ? fc.constant(false) : fc.boolean(),
        path: fc.tuple(...pathParams.map((p) => pathParam(op.path, p.name))),
        query: fc.tuple(...queryParams.map((p) => fc.option(arbitraryOf(p.schema, 0.25), { nil: undefined }))),
        body: op.body
          ? fc.oneof(
              { weight: 6, arbitrary: arbitraryOf(op.body, 0.15) },
              { weight: 1, arbitrary: arbitraryOf(op.body, 0) },
            )
          : fc.constant(undefined),
      })
      .map(({ signedIn, path, query, body }) => {
        let url = op.path;
        pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(path[i]!))));
        const search = new URLSearchParams();
        queryParams.forEach((p, i) => {
          const value = queryValue(query[i]);
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            search.append(p.name, one);
        });
        const text = search.toString();
        return { method: op.method, url: text ? `${url}?${text}` : url, body, signedIn };
      });
  }

  /** Fixed first cases of each operation: the owner with real ids and every date in the query at a far end. */
  function farDateExamples(op: Operation) {
    const dated = op.params.filter((p) => p.in === 'query' && p.schema.format === 'date');
    if (dated.length === 0) return [];
    return ['9999-12-31', '0000-01-01'].map((far) => {
      let url = op.path;
      for (const p of op.params.filter((q) => q.in === 'path'))
        url = url.replace(`{${p.name}}`, encodeURIComponent(realId(op.path, p.name) ?? crypto.randomUUID()));
      const search = new URLSearchParams(dated.map((p) => [p.name, far]));
      return [{ method: op.method, url: `${url}?${search}`, body: undefined, signedIn: true }] as [
        ReturnType<typeof requestOf> extends fc.Arbitrary<infer R> ? R : never,
      ];
    });
  }

  const head = async () =>
    (await api.core.db.query<{ p: string | null }>('SELECT max(global_position)::text AS p FROM events'))[0]?.p ?? '0';
  const appendedBy = async (after: string, commandId: string) =>
    (
      await api.core.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM events WHERE global_position > $1::bigint AND (metadata->>'commandId' = $2 OR metadata->>'correlationId' = $2)",
        [after, commandId],
      )
    )[0]!.n;

  /** Polls /healthz every 50 ms while `work` runs; the slowest answer is checked against the limit. */
  async function withHealthz<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number; failures: number }> {
    let running = true;
    let slowestMs = 0;
    let failures = 0;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        const status = await api.app.inject({ method: 'GET', url: '/healthz' }).then(
          (answer) => answer.statusCode,
          () => 0,
        );
        if (status !== 200) failures += 1;
        slowestMs = Math.max(slowestMs, performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      return { result: await work(), slowestMs, failures };
    } finally {
      running = false;
      await poll;
    }
  }

  it(
    'answers every documented operation below 500, appends nothing when it refuses, and keeps /healthz answering',
    { timeout: BUDGET_MS + 120_000 },
    async () => {
      const docs = await api.request({ method: 'GET', url: '/api/docs' });
      // The live feed is an event stream that stays open by design (live.int.spec.ts covers it).
      const operations = operationsOf(docs.body).filter(
        (op) => op.path !== '/api/docs' && !op.summary?.includes('text/event-stream'),
      );
      expect(operations.length).toBeGreaterThan(100);
      const started = performance.now();
      let sent = 0;
      for (const [index, op] of operations.entries()) {
        // Runs per operation from the time left: every operation gets at least one, a busy machine fewer.
        const spent = performance.now() - started;
        const msPerRequest = sent ? spent / sent : 50;
        const numRuns = Math.max(
          1,
          Math.min(RUNS_PER_OPERATION, Math.floor((BUDGET_MS - spent) / msPerRequest / (operations.length - index))),
        );
        await fc.assert(
          fc.asyncProperty(requestOf(op), async (request) => {
            const commandId = crypto.randomUUID();
            const before = await head();
            const send = api.request({
              method: request.method,
              url: request.url,
              ...(request.signedIn ? { cookie: owner.cookie } : {}),
              ...(request.body !== undefined ? { body: request.body } : {}),
              headers: { 'idempotency-key': commandId },
            });
            let timer: NodeJS.Timeout | undefined;
            const deadline = new Promise<never>(
              (_, reject) =>
                (timer = setTimeout(
                  () =>
                    reject(
                      new Error(
                        `no answer within ${ANSWER_WITHIN_MS} ms: ${request.method} ${request.url.slice(0, 300)}`,
                      ),
                    ),
                  ANSWER_WITHIN_MS,
                )),
            );
            const {
              result: answer,
              slowestMs,
              failures,
            } = await withHealthz(() => Promise.race([send, deadline]).finally(() => clearTimeout(timer)));
            if (process.env.FUZZ_LOG) console.log(`${answer.status} ${request.method} ${request.url.slice(0, 160)}`);
            sent += 1;
            slowest.healthzMs = Math.max(slowest.healthzMs, slowestMs);
            const what = `${request.method} ${request.url.slice(0, 300)} (${request.signedIn ? 'owner' : 'anonymous'}) → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
            expect(answer.status, what).toBeLessThan(500);
            expect(failures, `/healthz failed during ${what}`).toBe(0);
            expect(slowestMs, `/healthz took ${slowestMs.toFixed(0)} ms during ${what}`).toBeLessThan(HEALTHZ_LIMIT_MS);
            if (answer.status >= 400) {
              expect(await appendedBy(before, commandId), `a refused request appended events: ${what}`).toBe(0);
            }
          }),
          { numRuns, examples: farDateExamples(op), ...(SEED !== undefined ? { seed: SEED } : {}) },
        );
        // The owner's session must outlive every operation, or what follows would only test a 401.
        expect(
          (await api.request({ method: 'GET', url: '/api/auth/me', cookie: owner.cookie })).status,
          `the session ended after ${op.method} ${op.path}`,
        ).toBe(200);
      }
      console.log(
        `fuzz: ${sent} requests over ${operations.length} operations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      expect(sent).toBeGreaterThanOrEqual(operations.length);
    },
  );
});
