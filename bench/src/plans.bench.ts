import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PostgresDatabase } from '@sideline/eventstore';
import { percentile, round, type BenchReport } from './bench-databases';

const repoRoot = resolve(import.meta.dirname, '../..');
const PORT = 3391;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = 15;
const VIEW_REQUESTS = 200;
const CHROMIUM = '/usr/bin/chromium';

interface Editor {
  cookie: string;
  itemId: string;
  /** when this editor's page held each plan version (it refetches on every `plan:<id>` notice, as the page does) */
  seen: Map<number, number>;
  close: () => void;
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call<T>(
  path: string,
  init: { method?: string; cookie?: string; json?: unknown } = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: BASE,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]!;

async function signIn(email: string, password: string) {
  return cookieOf((await call('/api/auth/login', { method: 'POST', json: { email, password } })).headers);
}

/** An editor's page: listens on /api/live and refetches the plan whenever it is named, one fetch at a time. */
function openEditorPage(cookie: string, planId: string, itemId: string): Editor {
  const seen = new Map<number, number>();
  const controller = new AbortController();
  let fetching = false;
  let again = false;
  const refetch = async () => {
    if (fetching) return void (again = true);
    fetching = true;
    do {
      again = false;
      const { body } = await call<{ plan: { version: number } }>(`/api/practice-plans/${planId}`, { cookie });
      if (!seen.has(body.plan.version)) seen.set(body.plan.version, performance.now());
    } while (again);
    fetching = false;
  };
  void (async () => {
    const response = await fetch(`${BASE}/api/live`, { headers: { cookie }, signal: controller.signal });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (data && (JSON.parse(data) as { keys: string[] }).keys.includes(`plan:${planId}`)) void refetch();
      }
    }
  })().catch(() => undefined);
  return { cookie, itemId, seen, close: () => controller.abort() };
}

const RENDERS = 15;

/**
 * Time to render the plan view in Debian's Chromium: from navigation start until every item of the 60-item plan is
 * on the page with its timeline (the app shell, the route chunk, the API call and React's render), p50/p95 of
 * RENDERS loads with a warm cache, as a coach reopening a plan. Skipped when Chromium is not installed.
 */
async function measureRender(report: BenchReport, cookie: string, planId: string, items: number) {
  if (!existsSync(CHROMIUM))
    return report({ name: 'plan view render', value: 0, unit: 'ms', note: `skipped: ${CHROMIUM} not installed` });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: BASE }]);
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < RENDERS + 1; i++) {
      await page.goto(`${BASE}/practice-plans/${planId}`, { waitUntil: 'commit' });
      await page.getByTestId('plan-timeline').waitFor();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=view-item]').length >= n, items);
      const ms = await page.evaluate(() => performance.now());
      if (i > 0) times.push(ms); // the first load fills the cache
    }
    report({
      name: `plan view (${items} items) rendered in Chromium, p50`,
      value: round(percentile(times, 50), 0),
      unit: 'ms',
      note: 'navigation start → every item and the timeline on the page',
    });
    report({
      name: `plan view (${items} items) rendered in Chromium, p95`,
      value: round(percentile(times, 95), 0),
      unit: 'ms',
    });
  } finally {
    await browser.close();
  }
}

/** A plan of 60 items over six sections, one of them a parallel block of three lanes. */
function bigPlanSections() {
  const item = (i: number) => ({ kind: 'activity', title: `Activity ${i}`, durationMinutes: 5 + (i % 4) });
  return Array.from({ length: 6 }, (_, s) => ({
    name: `Section ${s + 1}`,
    entries:
      s === 2
        ? [
            {
              kind: 'parallel',
              lanes: ['Chasers', 'Beaters', 'Keepers'].map((name, l) => ({
                name,
                colour: ['#2a7de1', '#d6453d', '#7b4bd1'][l],
                positionKey: null,
                items: Array.from({ length: 3 }, (_, i) => item(100 + l * 3 + i)),
              })),
            },
            item(s * 10),
          ]
        : Array.from({ length: 10 }, (_, i) => item(s * 10 + i)),
  }));
}

/**
 * Plans under load in the default start (its own PostgreSQL in DATA_DIR, one process, as `npm start`): 8 and then 20
 * coaches editing one plan at once, each refused command (503) counted,
 * each changing the duration of its own item in a loop. Reported: the command round trip (HTTP, incl. the
 * read-your-writes wait) and the time until every other editor's page holds the change (notice on /api/live, then a
 * refetch, as the page does). Then the plan view's server time for a 60-item plan.
 */
export async function run(report: BenchReport): Promise<void> {
  await runOn('default', 8, report);
  await runOn('default', 20, report);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return;
  // The app on PostgreSQL (DATABASE_URL, every role in one process) in a database of its own, dropped afterwards.
  const admin = await PostgresDatabase.open({ url });
  const name = `sideline_bench_plans_${process.pid}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await runOn('postgres', 8, report, target.toString());
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

async function runOn(
  label: 'default' | 'postgres',
  editorCount: number,
  report: BenchReport,
  databaseUrl = '',
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-bench-plans-'));
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      // every bench editor signs up from 127.0.0.1
      SIGNUPS_PER_HOUR_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const editors: Editor[] = [];
  try {
    await until(() => /is running at/.test(output), 90_000);
    const owner = await signIn('coach@sideline.test', 'cones-and-pinnies');
    const cookies = [owner, await signIn('admin@sideline.test', 'whistle-and-clipboard')];
    for (let i = cookies.length; i < editorCount; i++) {
      const email = `bench-editor-${i}-${Date.now().toString(36)}@example.com`;
      cookies.push(
        cookieOf(
          (
            await call('/api/auth/register', {
              method: 'POST',
              json: { email, password: 'a long bench password 42', displayName: `Editor ${i}` },
            })
          ).headers,
        ),
      );
    }
    const sections = [
      {
        name: 'Everyone',
        entries: Array.from({ length: editorCount }, (_, i) => ({
          kind: 'activity',
          title: `Station ${i + 1}`,
          durationMinutes: 10,
        })),
      },
    ];
    const created = await call<{ plan: { id: string; sections: { entries: { id: string }[] }[] } }>(
      '/api/practice-plans',
      {
        method: 'POST',
        cookie: owner,
        json: {
          name: 'Bench: eight editors',
          sport: 'quadball',
          visibility: 'public',
          editableByOthers: true,
          sections,
        },
      },
    );
    const plan = created.body.plan;
    for (let i = 0; i < editorCount; i++)
      editors.push(openEditorPage(cookies[i]!, plan.id, plan.sections[0]!.entries[i]!.id));
    await new Promise((r) => setTimeout(r, 1_000));

    const roundTrips: number[] = [];
    let refused = 0;
    const visible: number[] = [];
    const sent: { editor: number; at: number; version: number }[] = [];
    const stopAt = performance.now() + SECONDS * 1000;
    await Promise.all(
      editors.map(async (editor, e) => {
        for (let i = 0; performance.now() < stopAt; i++) {
          const at = performance.now();
          const answer = await call<{ version: number }>(`/api/practice-plans/${plan.id}/commands`, {
            method: 'POST',
            cookie: editor.cookie,
            json: { type: 'SetItemDuration', itemId: editor.itemId, durationMinutes: 5 + ((i + e) % 20) },
          }).catch((error: Error) => {
            if (!/: 503 /.test(error.message)) throw error;
            refused++;
            return null;
          });
          if (!answer) continue;
          const { body } = answer;
          roundTrips.push(performance.now() - at);
          sent.push({ editor: e, at, version: body.version });
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2_000));
    for (const command of sent) {
      editors.forEach((editor, e) => {
        if (e === command.editor) return;
        let first = Number.POSITIVE_INFINITY;
        for (const [version, at] of editor.seen) if (version >= command.version && at < first) first = at;
        if (Number.isFinite(first)) visible.push(Math.max(0, first - command.at));
      });
    }
    const commandsPerSecond = roundTrips.length / SECONDS;
    report({
      name: `${label}: plan command round trip, ${editorCount} concurrent editors, p50`,
      value: round(percentile(roundTrips, 50), 1),
      unit: 'ms',
      note: `${round(commandsPerSecond, 0)} commands/s in all`,
    });
    report({
      name: `${label}: commands refused (503), ${editorCount} concurrent editors`,
      value: refused,
      unit: 'commands',
      note: 'goal: none',
    });
    report({
      name: `${label}: plan command round trip, ${editorCount} concurrent editors, p95`,
      value: round(percentile(roundTrips, 95), 1),
      unit: 'ms',
    });
    report({
      name: `${label}: until the other editors' pages hold the change, p50`,
      value: round(percentile(visible, 50), 1),
      unit: 'ms',
      note: `${visible.length} editor × command pairs`,
    });
    report({
      name: `${label}: until the other editors' pages hold the change, p95`,
      value: round(percentile(visible, 95), 1),
      unit: 'ms',
      note: 'goal: within a second',
    });
    for (const editor of editors.splice(0)) editor.close();

    const big = await call<{ plan: { id: string; timing: { items: unknown[] } } }>('/api/practice-plans', {
      method: 'POST',
      cookie: owner,
      json: {
        name: 'Bench: sixty items',
        sport: 'quadball',
        visibility: 'public',
        startTime: '17:30',
        sections: bigPlanSections(),
      },
    });
    const items = big.body.plan.timing.items.length;
    // On a loaded machine the create may answer before the read model has it (read-your-writes waits 5 s at most).
    const readable = Date.now() + 30_000;
    while (!(await fetch(`${BASE}/api/practice-plans/${big.body.plan.id}`, { headers: { cookie: owner } })).ok) {
      if (Date.now() > readable) throw new Error('the 60-item plan never became readable');
      await new Promise((r) => setTimeout(r, 100));
    }
    const views: number[] = [];
    for (let i = 0; i < VIEW_REQUESTS; i++) {
      const at = performance.now();
      await call(`/api/practice-plans/${big.body.plan.id}`, { cookie: owner });
      views.push(performance.now() - at);
    }
    report({
      name: `${label}: plan view (${items} items), GET /api/practice-plans/:id, p50`,
      value: round(percentile(views, 50), 1),
      unit: 'ms',
    });
    report({
      name: `${label}: plan view (${items} items), GET /api/practice-plans/:id, p95`,
      value: round(percentile(views, 95), 1),
      unit: 'ms',
    });
    if (label === 'default' && editorCount === 8) await measureRender(report, owner, big.body.plan.id, items);
  } finally {
    for (const editor of editors) editor.close();
    child.kill('SIGINT');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
