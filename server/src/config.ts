import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (what: string) => z.string().url({ error: `must be a URL (${what})` });

const envSchema = z.object({
  ROLE: z
    .enum(['all', 'api', 'projections', 'collab'], { error: 'must be one of all, api, projections, collab' })
    .default('all'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  COLLAB_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3001),
  DATABASE_URL: url('postgres://user:password@host:5432/database').optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase SQL identifier')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: url('the address people open, e.g. https://sideline.example.org').optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default(''),
  /** single sign-on: the OpenID Connect provider's issuer URL and this site's client there; off unless both are set */
  OIDC_ISSUER: url('the OpenID Connect issuer, e.g. https://accounts.example.org').optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('single sign-on'),
  COLLAB_URL: url('web socket URL of the collab server, e.g. wss://sideline.example.org/collab').optional(),
  COLLAB_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COLLAB_DEBOUNCE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(60_000)
    .default(2_000),
  COLLAB_MAX_DEBOUNCE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(300_000)
    .default(10_000),
  COLLAB_SNAPSHOT_EVERY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(100),
  /**
   * collaboration limits (docs/collab.md, Limits): a document's size, content and socket byte rates, the memory budget
   */
  COLLAB_MAX_DOCUMENT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(64 * 1024)
    .max(256 * 1024 * 1024)
    .default(4 * 1024 * 1024),
  COLLAB_DOCUMENT_BYTES_PER_SECOND: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(256 * 1024),
  COLLAB_SOCKET_BYTES_PER_SECOND: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(512 * 1024),
  COLLAB_MEMORY_BUDGET_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024 * 1024)
    .max(64 * 1024 * 1024 * 1024)
    .default(128 * 1024 * 1024),
  REDIS_URL: url('redis://host:6379').optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')
    .default('sideline'),
  PROJECTION_LEASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(600_000)
    .default(15_000),
  SENTRY_DSN: url('Sentry DSN for the server').optional(),
  SENTRY_WEB_DSN: url('Sentry DSN for the browser').optional(),
  SENTRY_ENVIRONMENT: z.string().default('production'),
  SENTRY_RELEASE: z.string().optional(),
  SEED_DEMO: bool.optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(4 * 1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('warn'),
  /** json: one JSON object per line (pino) for a log collector; text: readable lines (the default) */
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'must be text or json' }).default('text'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(120_000)
    .default(10_000),
  /** Prometheus metrics at /metrics (default: on when running on PostgreSQL, off for the embedded app) */
  METRICS: bool.optional(),
  /** accounts created (or refused as taken) per client address per hour: a club's players may share one address */
  SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(100_000)
    .default(10),
  /**
   * without DATABASE_URL: `postgres` (default) runs PostgreSQL in DATA_DIR/postgres; `pglite` runs PGlite in DATA_DIR
   * (in process, no fsync, one statement at a time: for trying Sideline out)
   */
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' }).default('postgres'),
  /** the default start's embedded databases: how long a request may wait for its turn before a 503 with Retry-After */
  EMBEDDED_QUEUE_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(120_000)
    .default(1_000),
});

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody, the nearest N proxies, or these
 * addresses/networks.
 */
export type TrustProxy = false | number | string[];

export type Config = z.output<typeof envSchema> & {
  publicUrl: string;
  allowedOrigins: string[];
  collabUrl: string;
  embedded: boolean;
  trustProxy: TrustProxy;
  oidc: OidcConfig | null;
};

/** Single sign-on as the API takes it (api/src/auth/oidc/oidc-settings.ts). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  providerName: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; every bad variable is named with what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const c = parsed.data;
  const embedded = !c.DATABASE_URL;
  if (!embedded && c.ROLE !== 'all' && c.ROLE !== 'projections' && !c.COLLAB_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  COLLAB_SECRET: required when running as separate services (the api and collab roles must share it)',
    );
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // With ROLE=all the collaboration server shares the page's origin: an empty URL tells the page to connect to /collab
  // on whatever address it was opened at (localhost, 127.0.0.1, a LAN name), which the origin check accepts.
  const collabUrl = c.COLLAB_URL ?? (c.ROLE === 'all' ? '' : `ws://localhost:${c.COLLAB_PORT}/collab`);
  const allowedOrigins = c.ALLOWED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (Boolean(c.OIDC_ISSUER) !== Boolean(c.OIDC_CLIENT_ID))
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID: set both to turn single sign-on on, or neither',
    );
  const oidc =
    c.OIDC_ISSUER && c.OIDC_CLIENT_ID
      ? {
          issuer: c.OIDC_ISSUER,
          clientId: c.OIDC_CLIENT_ID,
          clientSecret: c.OIDC_CLIENT_SECRET ?? null,
          providerName: c.OIDC_PROVIDER_NAME,
        }
      : null;
  return { ...c, publicUrl, allowedOrigins, collabUrl, embedded, trustProxy: parseTrustProxy(c.TRUST_PROXY), oidc };
}

const trustProxyError = (why: string) =>
  new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${why}\nSee .env.example and docs/running-on-postgresql.md.`);

/**
 * TRUST_PROXY: unset or `false` (the default) believes no X-Forwarded-For; a number trusts that many proxies in front
 * (the address the nearest of them saw); a comma-separated list trusts proxies at those addresses or networks
 * (10.0.0.0/8, 127.0.0.1, ::1). `true` is refused: it would make the left-most X-Forwarded-For, which any client
 * writes, the address the per-address limits count.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return false;
  if (text === 'true' || text === 'yes' || text === '*')
    throw trustProxyError(
      '"true" would let any client choose its address with X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw trustProxyError('more than 10 proxies in front is not plausible; give their addresses instead');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0)
    throw trustProxyError(`not an address or network: ${bad.join(', ')} (use e.g. 1, or 10.0.0.0/8,127.0.0.1)`);
  return entries;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
