import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startFakeSentryIngest } from '../fake-sentry-ingest';
import { startAppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { CHROMIUM_ARGS, DEMO_COACH } from '../support/e2e-settings';
import { kb } from './budget-limits';
import { FIGURES_FILE, type BudgetFigures, type MeasuredPage } from './figures';
import { bytesOf, initialScripts, loadPage, type PageLoad } from './measure-page';

interface BudgetPage {
  name: string;
  path: string;
  canvas: boolean;
  /** loads measured: three where the LCP median is checked */
  runs: number;
  /** CSS selector of the page's content: the page's heading, or the board's canvas */
  ready: string;
}

const heading = 'main h1';

/** Signs the demo coach in, finds one of their plans and makes a board: the five pages of the budget. */
async function prepare(
  browser: Browser,
  url: string,
  lcpRuns: number,
): Promise<{ cookies: string; pages: BudgetPage[] }> {
  const context = await browser.newContext();
  const post = (path: string, data: unknown) =>
    context.request.post(`${url}${path}`, { data, headers: { origin: url } });
  const login = await post('/api/auth/login', { email: DEMO_COACH.email, password: DEMO_COACH.password });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const plans = (await (await context.request.get(`${url}/api/practice-plans?mine=true`)).json()) as {
    items: { id: string }[];
  };
  const planId = plans.items[0]?.id;
  const board = (await (
    await post('/api/boards', {
      name: 'Budget board',
      sport: 'quadball',
      courtTemplateId: 'quadball-full',
      visibility: 'public',
    })
  ).json()) as { board?: { id: string }; id?: string };
  const boardId = board.board?.id ?? board.id;
  if (!planId || !boardId) throw new Error(`no demo plan or board: ${JSON.stringify({ plans, board })}`);
  const cookies = (await context.cookies(url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  await context.close();
  return {
    cookies,
    pages: [
      { name: 'home', path: '/', canvas: false, runs: lcpRuns, ready: heading },
      { name: 'drills', path: '/drills', canvas: false, runs: lcpRuns, ready: heading },
      { name: 'plan view', path: `/practice-plans/${planId}`, canvas: false, runs: lcpRuns, ready: heading },
      { name: 'plan editor', path: `/practice-plans/${planId}/edit`, canvas: false, runs: 1, ready: heading },
      { name: 'board', path: `/whiteboard/${boardId}`, canvas: true, runs: 1, ready: '.excalidraw canvas' },
    ],
  };
}

/**
 * Loads the five pages in headless Chromium against the built app in its own process, with a Sentry DSN (as in
 * production), each load fresh (no cache); prints every figure. `lcpRuns` loads of the pages whose LCP is checked.
 */
export async function measureWebLoad({
  lcpRuns = 3,
  port,
}: { lcpRuns?: number; port?: number } = {}): Promise<BudgetFigures> {
  const ingest = await startFakeSentryIngest();
  const app = await startAppProcess({
    port: port ?? (await freePort()),
    env: { SENTRY_WEB_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'budget', SEED_DEMO: 'true' },
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { cookies, pages } = await prepare(browser, app.url, lcpRuns);
    // A warm-up load, so the server's first-request costs are not the first page's.
    await loadPage(browser, { url: `${app.url}/`, cookies, ready: heading });
    const measured: MeasuredPage[] = [];
    for (const page of pages) {
      const loads: PageLoad[] = [];
      for (let i = 0; i < page.runs; i++)
        loads.push(await loadPage(browser, { url: `${app.url}${page.path}`, cookies, ready: page.ready }));
      measured.push({ name: page.name, canvas: page.canvas, loads });
      const first = loads[0]!;
      const initial = initialScripts(first);
      console.log(
        `budget: ${page.name.padEnd(12)} initial JS ${kb(bytesOf(initial)).padStart(7)} in ${String(initial.length).padStart(2)} scripts` +
          ` · all JS ${kb(bytesOf(first.scripts)).padStart(7)} · content at ${first.readyAt.toFixed(0)} ms` +
          ` · first paint ${first.firstPaintAt?.toFixed(0) ?? '?'} ms · LCP ${loads.map((load) => load.lcpMs?.toFixed(0) ?? '?').join(' / ')} ms`,
      );
    }
    return { measuredAt: new Date().toISOString(), pages: measured };
  } finally {
    await browser.close();
    await app.stop();
    await ingest.close();
  }
}

/**
 * Playwright's global set-up of the budget: measures once, and leaves the figures for the checks (web-load.budget.ts).
 */
export default async function measure(): Promise<void> {
  const figures = await measureWebLoad();
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, JSON.stringify(figures, null, 1));
}
