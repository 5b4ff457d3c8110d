/** The budget every CI run holds the web app to (issue: a fast first load). */
export const BUDGET = {
  /** JavaScript transferred (compressed, on the wire) before a non-canvas page's content is in the document */
  initialJsBytes: 250 * 1024,
  /** median Largest Contentful Paint of three loads; the 1.5 s goal is tracked by `npm run bench -- web-load` */
  lcpMs: 3000,
  lcpGoalMs: 1500,
} as const;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
