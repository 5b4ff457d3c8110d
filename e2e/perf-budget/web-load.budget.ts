import { expect, test } from '@playwright/test';
import { BUDGET, kb } from './budget-limits';
import { chunksOf } from './build-manifest';
import { readFigures, type MeasuredPage } from './figures';
import { bytesOf, initialScripts, median } from './measure-page';

/**
 * The performance budget of the built app, checked on every CI run (`npm run test:budget`, and inside `npm test`).
 * measure.setup.ts loads the pages once; each check below is one test. Byte budgets are exact; timing on a shared
 * machine is noisy, so LCP fails only above 3 s (the 1.5 s goal is tracked by `npm run bench -- web-load`).
 */
const PAGES = ['home', 'drills', 'plan view', 'plan editor', 'board'];
const LCP_PAGES = ['home', 'drills', 'plan view'];

const measured = (name: string): MeasuredPage => {
  const page = readFigures().pages.find((p) => p.name === name);
  if (!page) throw new Error(`${name} was not measured`);
  return page;
};

for (const name of PAGES) {
  test(`${name}: initial JavaScript within ${kb(BUDGET.initialJsBytes)} unless the page is a canvas`, () => {
    const page = measured(name);
    const bytes = bytesOf(initialScripts(page.loads[0]!));
    test.info().annotations.push({ type: 'initial JS', description: kb(bytes) });
    if (page.canvas) return; // a board is its canvas: the figure is printed, not held to the budget
    expect(bytes, `${name}: ${kb(bytes)} of JavaScript before the content`).toBeLessThanOrEqual(BUDGET.initialJsBytes);
  });

  test(`${name}: Excalidraw only where there is a canvas`, () => {
    const page = measured(name);
    const excalidraw = chunksOf('@excalidraw/excalidraw');
    const loaded = page.loads.flatMap((load) => load.scripts).filter((script) => excalidraw.has(script.url));
    if (page.canvas) expect(loaded.length, 'the board loads Excalidraw').toBeGreaterThan(0);
    else expect(loaded.map((script) => script.url)).toEqual([]);
  });

  test(`${name}: the error reporter loads after the first paint`, () => {
    const sentry = chunksOf('@sentry/browser');
    for (const load of measured(name).loads) {
      const reporter = load.scripts.filter((script) => sentry.has(script.url));
      expect(reporter.length, 'Sentry loads (a DSN is set)').toBeGreaterThan(0);
      expect(load.firstPaintAt, 'a first paint').not.toBeNull();
      for (const script of reporter)
        expect(script.startedAt, `${script.url} requested before the first paint`).toBeGreaterThan(load.firstPaintAt!);
    }
  });
}

for (const name of LCP_PAGES) {
  test(`${name}: median Largest Contentful Paint under ${BUDGET.lcpMs / 1000} s`, () => {
    const lcp = median(measured(name).loads.map((load) => load.lcpMs ?? Infinity));
    test
      .info()
      .annotations.push({ type: 'LCP median', description: `${lcp.toFixed(0)} ms (goal ${BUDGET.lcpGoalMs} ms)` });
    expect(lcp).toBeLessThan(BUDGET.lcpMs);
  });
}
