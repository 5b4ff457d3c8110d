import { startFakeSentryIngest, type FakeSentryIngest } from '../fake-sentry-ingest';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { expect, test } from '../support/fixtures';

// The browser reports errors to Sentry (here a fake ingest on this machine), except 404s, and scrubs tokens.
test.describe('error reporting', () => {
  let ingest: FakeSentryIngest;
  let app: AppProcess;

  test.beforeAll(async () => {
    ingest = await startFakeSentryIngest();
    app = await startAppProcess({
      port: await freePort(),
      env: { SENTRY_WEB_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'e2e', SEED_DEMO: 'false' },
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await ingest?.close();
  });

  test('a thrown error arrives with tokens scrubbed; a 404 does not', async ({ page, consoleProblems }) => {
    consoleProblems.allow(/sideline e2e boom/);
    consoleProblems.allow(/status of 404/);
    await page.goto(`${app.url}/no-such-page?token=secret-share-token`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await page.evaluate(() => fetch('/api/no-such-endpoint'));

    await page.goto(`${app.url}/about?token=secret-share-token`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('sideline e2e boom');
      }),
    );
    const [event] = await ingest.waitForItems((item) => item.type === 'event', 15_000);
    const payload = event!.payload as {
      exception?: { values?: { value?: string }[] };
      environment?: string;
      request?: { url?: string };
    };
    expect(payload.exception?.values?.[0]?.value).toContain('sideline e2e boom');
    expect(payload.environment).toBe('e2e');

    const everything = JSON.stringify(ingest.envelopes().map((item) => item.payload));
    expect(everything).not.toContain('secret-share-token');
    const reported = ingest.errorEvents().map((e) => JSON.stringify(e));
    // Whole words: a random replay or event id may hold "404" among its hex digits.
    expect(reported.filter((e) => /\b404\b|not found|no-such/i.test(e))).toEqual([]);
    expect(reported).toHaveLength(1);
  });
});
