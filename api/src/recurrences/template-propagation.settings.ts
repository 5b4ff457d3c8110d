/** How the reactor runs; every API process runs one (they share the work through claims). */
export interface TemplatePropagationSettings {
  /** how often it looks for due template changes (default 500 ms): the delay before a practice follows its template */
  pollMs: number;
  /** a template quiet this long is synced (default 1000 ms): one sync per burst of edits, not one per keystroke */
  quietMs: number;
  /** a claim lasts this long (default 60 s): a process that died mid-sync leaves its work to another after it */
  claimMs: number;
}

export const DEFAULT_TEMPLATE_PROPAGATION: TemplatePropagationSettings = { pollMs: 500, quietMs: 1000, claimMs: 60_000 };
