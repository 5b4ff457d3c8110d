import { tmpdir } from 'node:os';
import { join } from 'node:path';
/**
 * Where the shared app of the browser tests runs. Chosen once by the runner process and inherited by its workers
 * through the environment, so two test runs on one machine do not fight over a port.
 */
process.env.E2E_PORT ??= String(4200 + (process.pid % 700));
export const APP_PORT = Number(process.env.E2E_PORT);
/** In the system's temporary folder: open to the `postgres` user when the tests run as root (a clone may not be). */
export const E2E_DATA_DIR = join(tmpdir(), `sideline-e2e-data-${APP_PORT}`);

/** Debian's Chromium, headless, with nothing reaching outside this machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_ADMIN = { email: 'admin@sideline.test', password: 'whistle-and-clipboard', name: 'Alex Admin' };
export const DEMO_COACH = { email: 'coach@sideline.test', password: 'cones-and-pinnies', name: 'Casey Coach' };

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
