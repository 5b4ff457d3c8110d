/** How the reactor runs; every API process runs one (they share the work through claims). */
export interface TemplatePropagationSettings {
  /**
   * how often it looks again while there is work (default 500 ms): after a template change was announced, and while
   * pairs are due or failing; idle it waits for the next announcement (and looks once a minute)
   */
  pollMs: number;
  /** a template quiet this long is synced (default 1000 ms): one sync per burst of edits, not one per keystroke */
  quietMs: number;
  /** a claim lasts this long (default 60 s): a process that died mid-sync leaves its work to another after it */
  claimMs: number;
}

export const DEFAULT_TEMPLATE_PROPAGATION: TemplatePropagationSettings = {
  pollMs: 500,
  quietMs: 1000,
  claimMs: 60_000,
};
