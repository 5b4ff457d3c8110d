import type { Database, EventStore } from '@sideline/eventstore';
import type { ProjectionRunner, ProjectionWatcher } from '@sideline/projections';
import type { ApiServices } from './app/api-services';
import type { ErrorReporter } from './http/error-filter';
import type { OidcSettings } from './auth/oidc/oidc-settings';
import type { ApiMetrics } from './observability/api-metrics';
import type { RequestLogger } from './observability/request-log';
import type { TemplatePropagationSettings } from './recurrences/template-propagation.settings';
import type { StartupReadiness } from './health/startup-readiness';

export interface ApiSettings {
  /** public origin, e.g. https://sideline.example.org; decides Secure cookies */
  publicUrl: string;
  /** extra origins allowed to send state-changing requests (besides same-origin) */
  allowedOrigins: string[];
  /** folder of the built web app (index.html and assets), or null to serve the API only */
  webDistDir: string | null;
  /**
   * web socket URL of the collaboration server as the browser should reach it; empty: /collab on the page's own origin
   */
  collabUrl: string;
  /** COLLAB_SECRET: collab tokens are signed with it (HMAC-SHA256), the collab server checks them with it */
  collabSecret: string;
  sentry: { webDsn: string | null; environment: string; release: string };
  /** max JSON body size in bytes */
  bodyLimit: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe (false: nobody; n: the nearest n proxies; or their
   * addresses/networks)
   */
  trustProxy?: false | number | string[];
  /** how long a collab token lives (default 300 s; tests shorten it to see a token expire on an open socket) */
  collabTokenTtlSeconds?: number;
  /** single sign-on with an OpenID Connect provider (OIDC_* settings); absent: off */
  oidc?: OidcSettings | null;
  /**
   * admission queue in front of the API on the embedded database (default 2 running, 24 waiting, 1 s in line at most)
   */
  requestQueue?: { running: number; waiting: number; maxWaitMs?: number };
  /**
   * on PostgreSQL, an admission queue only when given: the default start gives one (EMBEDDED_POSTGRES_REQUEST_QUEUE),
   * since its database shares the app's machine; a deployment with its own database server sheds load in front
   */
  postgresRequestQueue?: { running: number; waiting: number; maxWaitMs?: number };
  /**
   * the reactor taking template changes to generated practices (defaults in
   * recurrences/template-propagation.settings.ts); false: off
   */
  templatePropagation?: Partial<TemplatePropagationSettings> | false;
}

/** Everything the API needs from the composition root, handed in (not created) so tests and `server/` can share it. */
export interface ApiDeps extends ApiServices {
  settings: ApiSettings;
  db: Database;
  store: EventStore;
  watcher: ProjectionWatcher;
  /** present when this process runs the projections too (for status); otherwise status is read from the tables */
  runner: ProjectionRunner | null;
  reportError: ErrorReporter;
  /** live numbers of the collab server when it runs in this process (ROLE=all); absent otherwise */
  collabMetrics?: () => Record<string, unknown>;
  /** Prometheus metrics (HTTP latency, commands, events) and GET /metrics; absent: none */
  metrics?: ApiMetrics;
  /** one structured line per request; absent: no request log (the embedded app's default) */
  requestLog?: RequestLogger;
  /** what the process still does before it is ready (seed, catch-up), for /readyz; absent: started when listening */
  startup?: StartupReadiness;
}
