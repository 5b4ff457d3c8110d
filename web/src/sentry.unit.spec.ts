import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError as ApiErrorClass } from './api/api-error';

const sdk = vi.hoisted(() => {
  const scope = { setTag: vi.fn() };
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    withScope: vi.fn((callback: (s: typeof scope) => void) => callback(scope)),
    getClient: vi.fn(() => ({ on: vi.fn() })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    scope,
  };
});
vi.mock('./sentry-sdk', () => sdk);

const config = { dsn: 'https://public@o1.ingest.sentry.io/1', environment: 'test', release: 'abc123' };

// sentry.ts keeps module state (on/off, queue): load a fresh copy for every test,
// and ApiError from the same fresh module graph so `instanceof` holds.
let ApiError: typeof ApiErrorClass;
async function loadSentry() {
  vi.resetModules();
  ApiError = (await import('./api/api-error')).ApiError;
  return import('./sentry');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initSentry', () => {
  it('stays off without a DSN', async () => {
    const { initSentry, isSentryEnabled } = await loadSentry();
    expect(await initSentry({ dsn: null, environment: 'x', release: 'y' })).toBe(false);
    expect(await initSentry(null)).toBe(false);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(isSentryEnabled()).toBe(false);
  });

  it('uses the boot settings and the sampling rates of the spec', async () => {
    const { initSentry } = await loadSentry();
    expect(await initSentry(config)).toBe(true);
    const options = sdk.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: config.dsn,
      environment: 'test',
      release: 'abc123',
      tracesSampleRate: 1.0,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
      dataCollection: { userInfo: false, cookies: false },
    });
    const integrations = options.integrations([{ name: 'GlobalHandlers' }, { name: 'Dedupe' }]);
    expect(sdk.replayIntegration).toHaveBeenCalledWith(expect.objectContaining({ maskAllText: true }));
    expect(integrations.map((integration: { name: string }) => integration.name)).toEqual([
      'Dedupe',
      'BrowserTracing',
      'Replay',
    ]);
  });
});

describe('initSentry after the first paint', () => {
  it('loads the SDK only once told to, and sends the errors reported before then', async () => {
    const { initSentry, reportError } = await loadSentry();
    let painted!: () => void;
    const started = initSentry(config, new Promise<void>((done) => (painted = done)));
    const early = new Error('before the first paint');
    reportError(early, 'react');
    await Promise.resolve();
    expect(sdk.init).not.toHaveBeenCalled();
    painted();
    expect(await started).toBe(true);
    expect(sdk.captureException).toHaveBeenCalledWith(early, { mechanism: { type: 'sideline.react', handled: false } });
  });
});

describe('reportError', () => {
  it('logs every error and sends it to Sentry', async () => {
    const { initSentry, reportError } = await loadSentry();
    await initSentry(config);
    const error = new ApiError(500, 'SERVER.FAILED', 'Server error');
    reportError(error, 'query');
    expect(console.error).toHaveBeenCalledWith(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error, {
      mechanism: { type: 'sideline.query', handled: true },
    });
    expect(sdk.scope.setTag).toHaveBeenCalledWith('api.status', '500');
  });

  it('logs 404s but does not send them', async () => {
    const { initSentry, reportError } = await loadSentry();
    await initSentry(config);
    const apiNotFound = new ApiError(404, 'PLAN.NOT_FOUND', 'No such plan');
    reportError(apiNotFound, 'route');
    // what the router hands its error element for `throw data(..., {status: 404})`
    const routeNotFound = { status: 404, statusText: 'Not Found', data: 'Page not found', internal: false };
    reportError(routeNotFound, 'route');
    // What a page is built to show is information in the console, not an error.
    expect(console.info).toHaveBeenCalledWith(apiNotFound);
    expect(console.info).toHaveBeenCalledWith('[sideline] route error 404 Not Found', routeNotFound);
    expect(console.error).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('sends router error responses other than 404 as real Errors', async () => {
    const { initSentry, reportError } = await loadSentry();
    await initSentry(config);
    reportError({ status: 500, statusText: 'Internal Server Error', data: null, internal: false }, 'route');
    const sent = sdk.captureException.mock.calls[0]?.[0] as Error;
    expect(sent).toBeInstanceOf(Error);
    expect(sent.message).toBe('Route error 500 Internal Server Error');
    expect(data).toBeTypeOf('function');
  });

  it('handles the same error once however many places see it', async () => {
    const { initSentry, reportError } = await loadSentry();
    await initSentry(config);
    const error = new Error('render failed');
    reportError(error, 'react');
    reportError(error, 'route');
    expect(sdk.captureException).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('ignores aborted requests and browser noise', async () => {
    const { initSentry, reportError } = await loadSentry();
    await initSentry(config);
    reportError(new DOMException('The operation was aborted.', 'AbortError'), 'query');
    reportError(new Error('ResizeObserver loop limit exceeded'), 'window.error');
    expect(sdk.captureException).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('queues errors reported while the SDK loads and sends them once it is ready', async () => {
    const { initSentry, reportError } = await loadSentry();
    const starting = initSentry(config);
    const early = new Error('early');
    reportError(early, 'window.error');
    expect(sdk.captureException).not.toHaveBeenCalled();
    await starting;
    expect(sdk.captureException).toHaveBeenCalledWith(early, {
      mechanism: { type: 'sideline.window.error', handled: false },
    });
  });

  it('only logs when Sentry is off', async () => {
    const { reportError } = await loadSentry();
    reportError(new Error('no dsn'));
    expect(console.error).toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });
});

describe('installGlobalErrorHandlers', () => {
  it("reports window 'error' and 'unhandledrejection' events, and can be removed", async () => {
    const { initSentry, installGlobalErrorHandlers } = await loadSentry();
    await initSentry(config);
    const target = new EventTarget();
    const uninstall = installGlobalErrorHandlers(target as unknown as Window);

    const thrown = new Error('uncaught');
    target.dispatchEvent(Object.assign(new Event('error'), { error: thrown, message: 'uncaught' }));
    const rejected = new ApiError(503, 'UNAVAILABLE', 'Down');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejected }));
    const notFound = new ApiError(404, 'X', 'Gone');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: notFound }));

    expect(sdk.captureException).toHaveBeenCalledTimes(2);
    expect(sdk.captureException).toHaveBeenCalledWith(thrown, expect.anything());
    expect(sdk.captureException).toHaveBeenCalledWith(rejected, expect.anything());

    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after'), message: 'after' }));
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
  });
});
