// Sums the JSON results that `npm test` writes to .tmp/test-results/ (vitest and Playwright) into one line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const RESULTS_DIR = '.tmp/test-results';

function countVitest(report) {
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0) };
}

function countPlaywright(report) {
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0) };
}

export function sumResults(dir = RESULTS_DIR) {
  const total = { passed: 0, failed: 0, files: [] };
  if (!existsSync(dir)) return total;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    // Playwright runs: the browser tests and the performance budget (each budget check is one test).
    const counts = name.startsWith('e2e') || name.startsWith('budget') ? countPlaywright(report) : countVitest(report);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.files.push({ name, ...counts });
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, files } = sumResults();
  for (const f of files) console.log(`  ${f.name}: ${f.passed} passed, ${f.failed} failed`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
