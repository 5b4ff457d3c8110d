import { sleep } from '@sideline/eventstore';

/**
 * The one retry policy for version conflicts. Commands are intents ("move item X", "rename"), so a conflict means
 * only that someone appended in between: the handler re-reads and re-decides on the fresh state. Within one process
 * commands on a stream take turns (stream-turns.ts), so conflicts come from other processes (or the collab server).
 * Up to 25 attempts, each after a short random pause (0–2^n ms, at most 40 ms), while a real deadlock of the idea (a
 * command that can never win) still ends in a clear 409 after about half a second.
 */
export const CONFLICT_ATTEMPTS = 25;

export function pauseBeforeRetry(attempt: number): Promise<void> {
  return sleep(Math.random() * Math.min(2 ** attempt, 40));
}
