// Browser tests run in Debian's Chromium at /usr/bin/chromium (e2e/playwright.config.ts). On a fresh machine
// `npm test` sees to it first: installed from Debian's own package when it runs as root with apt, otherwise it stops
// at once with the one command to run. Nothing is downloaded from anywhere but the npm and Debian registries.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

/**
 * What to do about the browser: `ready`, `install` (root with apt: install Debian's chromium), or `stop` with the
 * one line to print. Pure: the machine's facts come in.
 */
export function browserPlan({ chromiumExists, isRoot, hasApt }) {
  if (chromiumExists) return { action: 'ready' };
  if (isRoot && hasApt) return { action: 'install' };
  return {
    action: 'stop',
    message: hasApt
      ? `Browser tests need Chromium at ${CHROMIUM_PATH}: run \`${INSTALL_COMMAND}\`, then \`npm test\` again (or \`npm test -- unit int\` without them).`
      : `Browser tests need Chromium at ${CHROMIUM_PATH}, from your system's packages (on Debian or Ubuntu: \`${INSTALL_COMMAND}\`); then \`npm test\` again (or \`npm test -- unit int\` without them).`,
  };
}

/** Makes sure Chromium is there; returns null when it is, else the line to print before stopping. */
export function ensureBrowser({
  exists = existsSync,
  isRoot = typeof process.getuid === 'function' && process.getuid() === 0,
  run = (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0,
  log = console.log,
} = {}) {
  const plan = browserPlan({ chromiumExists: exists(CHROMIUM_PATH), isRoot, hasApt: exists('/usr/bin/apt-get') });
  if (plan.action === 'ready') return null;
  if (plan.action === 'stop') return plan.message;
  log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's package (apt-get install -y chromium)…`);
  const installed =
    run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (installed && exists(CHROMIUM_PATH)) return null;
  return `Installing Chromium failed: run \`apt-get install -y chromium\` yourself, then \`npm test\` again.`;
}
