import * as Sentry from '@sentry/node';
import type { ErrorReporter } from '@sideline/api';

const TOKEN_PARAMS = /([?&](?:token|code|session|password|key)=)[^&#]*/gi;

/** The one place server-side Sentry is set up: off without a DSN; tokens scrubbed from URLs; no personal data. */
export function initServerErrorReporting(options: {
  dsn: string | null;
  environment: string;
  release: string;
}): ErrorReporter {
  if (options.dsn) {
    Sentry.init({
      dsn: options.dsn,
      environment: options.environment,
      release: options.release,
      // No personal data: no cookies, no bodies, no user info; only the user id we attach ourselves.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpBodies: [],
        httpHeaders: { request: { deny: ['cookie', 'authorization'] }, response: false },
        urlQueryParams: false,
      },
      tracesSampleRate: 1.0,
      beforeSend(event) {
        if (event.request?.url) event.request.url = event.request.url.replace(TOKEN_PARAMS, '$1[scrubbed]');
        if (event.request) delete event.request.cookies;
        return event;
      },
    });
  }
  return (error, context) => {
    console.error(`Unexpected error on ${context.method} ${context.url.replace(TOKEN_PARAMS, '$1[scrubbed]')}:`, error);
    if (options.dsn)
      Sentry.captureException(error, {
        tags: { method: context.method },
        extra: { url: context.url.replace(TOKEN_PARAMS, '$1[scrubbed]') },
        ...(context.userId ? { user: { id: context.userId } } : {}),
      });
  };
}
