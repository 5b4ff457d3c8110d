import { sessionUserContract, type SessionUser } from '@sideline/domain';

/** Sentry settings the server hands to the page; the DSN is null when the operator did not configure one. */
export interface SentryBootConfig {
  dsn: string | null;
  environment: string;
  release: string;
}

/** The JSON the API injects as `<script type="application/json" id="sideline-boot">` before `</head>`. */
export interface BootData {
  /** undefined when the block did not carry a readable user: then ask the API. */
  user: SessionUser | null | undefined;
  sentry: SentryBootConfig;
  /** where the collaboration server listens (`ws(s)://…/collab`); null: the page's own origin + /collab */
  collabUrl: string | null;
}

export const BOOT_ELEMENT_ID = 'sideline-boot';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed-in user as the server sent it, checked against the one contract; null when it does not fit. */
export function parseSessionUser(value: unknown): SessionUser | null {
  const parsed = sessionUserContract.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseSentryConfig(value: unknown): SentryBootConfig {
  const config = isRecord(value) ? value : {};
  return {
    dsn: typeof config.dsn === 'string' && config.dsn.trim() !== '' ? config.dsn.trim() : null,
    environment: typeof config.environment === 'string' ? config.environment : 'production',
    release: typeof config.release === 'string' ? config.release : 'unknown',
  };
}

/**
 * Reads the boot block. Returns null when it is absent or unreadable (e.g. under `vite dev`),
 * in which case the app asks `GET /api/auth/me` and runs without Sentry.
 */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const raw: unknown = JSON.parse(element.textContent);
    if (!isRecord(raw)) return null;
    const user = raw.user === null ? null : (parseSessionUser(raw.user) ?? undefined);
    const collabUrl = typeof raw.collabUrl === 'string' && /^wss?:\/\//.test(raw.collabUrl) ? raw.collabUrl : null;
    return { user, sentry: parseSentryConfig(raw.sentry), collabUrl };
  } catch {
    console.warn('Sideline: the boot data block is not valid JSON; falling back to /api/auth/me.');
    return null;
  }
}
