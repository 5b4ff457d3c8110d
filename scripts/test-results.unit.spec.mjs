import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-results.mjs';

describe('naming the failed tests of a run', () => {
  it('names each failed vitest test by file and full name, and a file that failed before its tests', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/api/src/a.int.spec.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'keeps it' },
            { status: 'failed', fullName: 'drills › refuses a blank name' },
          ],
        },
        {
          name: `${process.cwd()}/api/src/b.int.spec.ts`,
          status: 'failed',
          message: '\nCannot find module x\n at y',
          assertionResults: [],
        },
        {
          name: `${process.cwd()}/api/src/c.int.spec.ts`,
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'fine' }],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'api/src/a.int.spec.ts › drills › refuses a blank name',
      'api/src/b.int.spec.ts › Cannot find module x',
    ]);
  });

  it('names each unexpected Playwright test with its place and describe blocks, and errors outside tests', () => {
    const report = {
      suites: [
        {
          title: 'tests/a.spec.ts',
          specs: [{ title: 'passes', file: 'tests/a.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'sharing',
              specs: [
                { title: 'a dead link says so', file: 'tests/a.spec.ts', line: 9, tests: [{ status: 'unexpected' }] },
                { title: 'retried once', file: 'tests/a.spec.ts', line: 20, tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer exited early\nmore' }],
    };
    expect(playwrightFailures(report)).toEqual([
      'tests/a.spec.ts:9 › sharing › a dead link says so',
      '(outside a test) Error: webServer exited early',
    ]);
  });
});
