// Sums the JSON results that `npm test` writes to .tmp/test-results/ (vitest and Playwright) into one line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const RESULTS_DIR = '.tmp/test-results';

export function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${relative(process.cwd(), file.name)} › ${t.fullName ?? t.title}`);
    // A file that failed before running its tests (an import error, a failed beforeAll).
    if (!failedTests.length && file.status === 'failed')
      names.push(`${relative(process.cwd(), file.name)} › ${firstLine(file.message) || 'the file failed'}`);
  }
  return names;
}

export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const bad = (spec.tests ?? []).some((t) => t.status === 'unexpected');
      if (bad) names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) names.push(`(outside a test) ${firstLine(error.message)}`);
  return names;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

function countVitest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0),
  };
}

function countPlaywright(report) {
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0) };
}

export function sumResults(dir = RESULTS_DIR) {
  const total = { passed: 0, failed: 0, files: [], failures: [] };
  if (!existsSync(dir)) return total;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    // Playwright runs: the browser tests and the performance budget (each budget check is one test).
    const playwright = name.startsWith('e2e') || name.startsWith('budget');
    const counts = playwright ? countPlaywright(report) : countVitest(report);
    for (const failure of playwright ? playwrightFailures(report) : vitestFailures(report))
      total.failures.push(`${name.replace(/\.json$/, '')}: ${failure}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.files.push({ name, ...counts });
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, files, failures } = sumResults();
  for (const f of files) console.log(`  ${f.name}: ${f.passed} passed, ${f.failed} failed`);
  printFailures(failures);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Names every failed test just above the summary, so the last lines of a long run say what failed. */
export function printFailures(failures) {
  if (!failures.length) return;
  console.log(`failed (${failures.length}):`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
