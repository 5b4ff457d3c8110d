import type { Browser } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  /** compressed body bytes, as transferred */
  bytes: number;
  /** ms since navigation start when the request started */
  startedAt: number;
}

export interface PageLoad {
  /** ms since navigation start: the page's own content is in the document */
  readyAt: number;
  /** ms since navigation start: the first contentful paint */
  firstPaintAt: number | null;
  lcpMs: number | null;
  /** every script of the visit (until the network was quiet) */
  scripts: ScriptLoad[];
}

/**
 * One fresh load (no cache) of a page, signed in with the given cookies, until its content (a CSS selector) shows and
 * the network is quiet.
 */
export async function loadPage(
  browser: Browser,
  options: { url: string; cookies: string; ready: string },
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: options.cookies ? { cookie: options.cookies } : {},
  });
  const page = await context.newPage();
  // The moment the page's content (the `ready` selector) enters the document, noted by the page itself.
  // (A string, not a function: a function would be sent as compiled here, with the compiler's helpers it cannot reach.)
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(options.ready)};
    const check = () => {
      if (window.__budgetReadyAt === undefined && document.querySelector(selector)) window.__budgetReadyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();`);
  try {
    await page.goto(options.url);
    await page.locator(options.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const readyAt = await page.evaluate<number>('window.__budgetReadyAt');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(300);
    const figures = await page.evaluate<{
      lcp: number | null;
      firstPaintAt: number | null;
      scripts: ScriptLoad[];
    }>(`(async () => {
      const lcp = await new Promise((done) => {
        let latest = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) latest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => done(latest), 100);
      });
      // The first paint with content (text or an image): the blank page before the app rendered does not count.
      const firstPaint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize, startedAt: entry.startTime }));
      return { lcp, firstPaintAt: firstPaint ? firstPaint.startTime : null, scripts };
    })()`);
    return { readyAt, firstPaintAt: figures.firstPaintAt, lcpMs: figures.lcp, scripts: figures.scripts };
  } finally {
    await context.close();
  }
}

/** Scripts requested before the content was in the document: what the first view waited for. */
export const initialScripts = (load: PageLoad) => load.scripts.filter((script) => script.startedAt <= load.readyAt);
export const bytesOf = (scripts: ScriptLoad[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
