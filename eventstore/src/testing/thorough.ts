/**
 * `TEST_THOROUGH=1`: the slow, thorough mode of the property, fuzz and flood tests, for a run on a developer's machine
 * or a nightly job. Without it (CI, `npm test`) they run a quick sample: every run draws new cases, so the sample
 * still covers more over time.
 */
export const THOROUGH = process.env.TEST_THOROUGH === '1';

/** The cases a property test runs: all of `full` when thorough, else a third of them (at least five). */
export function propertyRuns(full: number): number {
  return THOROUGH ? full : Math.max(5, Math.ceil(full / 3));
}
