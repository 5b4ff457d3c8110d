// `npm test`: every suite runs even when an earlier one fails, so one run tells the whole story.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensureBrowser } from './browser-setup.mjs';
import { freePort } from './free-port.mjs';
import { RESULTS_DIR, printFailures, sumResults } from './test-results.mjs';

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const suites = [
  ['unit', 'npm', ['run', 'test:unit']],
  ['int', 'npm', ['run', 'test:int']],
  // The multi-process cluster (PostgreSQL, Redis, nginx): skipped unless TEST_DATABASE_URL is set and nginx is there.
  ['cluster', 'npm', ['run', 'test:cluster']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
// The browser first, before minutes of other tests: a fresh machine learns at once what it lacks.
if (!only.length || only.includes('e2e') || only.includes('budget')) {
  const problem = ensureBrowser();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
// The performance budget runs against the build the browser tests just made (else it builds first).
const e2eBuilds = !only.length || only.includes('e2e');
suites.push([
  'budget',
  'npm',
  e2eBuilds
    ? ['exec', '--', 'playwright', 'test', '-c', 'e2e/perf-budget/playwright.config.ts']
    : ['run', 'test:budget'],
]);
// The browser tests' shared app: a port the system says is free now (a fixed range met other software's ports).
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
let exitCode = 0;
const timings = [];
for (const [name, command, args] of suites) {
  if (only.length && !only.includes(name)) continue;
  // The load when a suite starts: a slow run on a busy machine reads differently from a slow suite.
  console.log(
    `\n=== ${name} tests (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}) ===`,
  );
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.log(`=== ${name} tests exited with ${result.status ?? result.signal} ===`);
    exitCode = 1;
  }
}
console.log(`\ntook: ${timings.join(', ')}`);
const { passed, failed, failures } = sumResults();
console.log('');
printFailures(failures);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
