import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { THOROUGH } from '@sideline/eventstore/testing/thorough';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { cellsOf, demandOf, runCell, type CellResult } from './matrix-cells';
import { MATRIX_CONCURRENCY, MatrixWorld } from './matrix-world';
import { ROUTE_TABLE } from './routes';

/**
 * The permission matrix (docs/security.md): every route of the OpenAPI document × every actor, each answer expected
 * from the one policy. A route without an entry in ROUTE_TABLE fails here.
 */
/** One database in the normal run (PostgreSQL when set, else PGlite); every target with TEST_THOROUGH=1. */
const TARGETS = THOROUGH ? databaseTargets() : databaseTargets().slice(-1);

describe.each(TARGETS)('permission matrix on $name', (database) => {
  let api: TestApi;
  let world: MatrixWorld;
  let documented: string[];
  beforeAll(async () => {
    api = await openTestApi(database, { requestQueue: { running: MATRIX_CONCURRENCY, waiting: 10_000 } });
    const docs = await api.request({ method: 'GET', url: '/api/docs' });
    documented = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path}`),
    );
    world = new MatrixWorld(api);
    const started = Date.now();
    await world.build((built) => demandOf(ROUTE_TABLE, built));
    console.info(`permission matrix: world built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 600_000);
  afterAll(async () => {
    await api?.close();
  });

  it('has an entry for every route of the OpenAPI document, and none for a route it does not serve', () => {
    expect(
      documented.filter((route) => !(route in ROUTE_TABLE)),
      'routes with no entry in the permission matrix',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_TABLE).filter((route) => !documented.includes(route)),
      'entries for routes the API does not serve',
    ).toEqual([]);
  });

  it('answers every cell as the policy says', async () => {
    const started = Date.now();
    const entries = Object.entries(ROUTE_TABLE);
    const cells = (last: boolean) =>
      entries
        .filter(([, entry]) => Boolean(entry.last) === last)
        .flatMap(([route, entry]) => cellsOf(world, route, entry));
    const results: CellResult[] = [];
    // Cells do not see each other's changes (those that change something have their own copy): a few run at once.
    const queue = cells(false);
    await Promise.all(
      Array.from({ length: MATRIX_CONCURRENCY }, async () => {
        for (let cell = queue.shift(); cell; cell = queue.shift()) results.push(await runCell(world, cell));
      }),
    );
    for (const cell of cells(true)) results.push(await runCell(world, cell));
    const failed = results
      .filter((r) => !r.ok)
      .sort(
        (a, b) =>
          a.route.localeCompare(b.route) || a.fixture.localeCompare(b.fixture) || a.actor.localeCompare(b.actor),
      );
    console.info(
      `permission matrix: ${results.length} cells over ${Object.keys(ROUTE_TABLE).length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failed.length} disagree`,
    );
    if (failed.length) console.error(report(failed));
    expect(api.unexpectedErrors, 'requests that ended in a 500').toEqual([]);
    expect(failed.map(line)).toEqual([]);
  }, 900_000);
});

const line = (r: CellResult) =>
  `${r.route} | ${r.actor} | ${r.fixture} | expected ${r.expected.statuses.join(' or ')}${r.expected.mode ? ` ${r.expected.mode}` : ''} (${r.expected.because}) | got ${r.got}${r.gotMode ? ` ${r.gotMode}` : ''}${r.code ? ` ${r.code}` : ''}`;

function report(failed: CellResult[]): string {
  return [
    'Cells that disagree with the policy (route | actor | fixture | expected, and why | got, and its error code):',
    ...failed.map(line),
  ].join('\n');
}
