import { formatPosition, parsePosition, type LogPosition } from '@sideline/eventstore';
import type { ProjectionWatcher } from '@sideline/projections';

/**
 * Read-after tokens: read-your-writes without making commands wait. A command answers at once with the state it
 * decided, and says in `X-Read-After` which read models must reach which log position before a read shows its write
 * (`plans=812:4031,drills=812:4029`). A client that then reads (a list, another page) sends the header back and the
 * read waits, briefly and only if needed, for those read models. The web app and the test client do this for every
 * request for a short while after a write; other readers see the change once its read model has it, a moment later.
 */
export const READ_AFTER_HEADER = 'x-read-after';
/** the longest a read waits for its read models before answering with what they have */
export const READ_AFTER_TIMEOUT_MS = 5_000;
const MAX_ENTRIES = 32;
const NAME = /^[a-z][a-z0-9_-]{0,62}$/;

export function formatReadAfter(written: ReadonlyMap<string, LogPosition>): string {
  return [...written].map(([name, position]) => `${name}=${formatPosition(position)}`).join(',');
}

/** Unknown or malformed parts are ignored: a stale or garbled token only means a read does not wait. */
export function parseReadAfter(header: string | string[] | undefined): Map<string, LogPosition> {
  const wanted = new Map<string, LogPosition>();
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return wanted;
  for (const part of text.split(',').slice(0, MAX_ENTRIES)) {
    const [name, position] = part.trim().split('=');
    const parsed = position ? parsePosition(position) : undefined;
    if (name && NAME.test(name) && parsed) wanted.set(name, parsed);
  }
  return wanted;
}

/** Waits until every named read model this deployment has is at its position (or the timeout passes). */
export async function waitForReadAfter(
  watcher: ProjectionWatcher,
  wanted: ReadonlyMap<string, LogPosition>,
  known: ReadonlySet<string>,
  timeoutMs = READ_AFTER_TIMEOUT_MS,
): Promise<void> {
  await Promise.all(
    [...wanted]
      .filter(([name]) => known.has(name))
      .map(([name, position]) => watcher.waitFor(position, [name], timeoutMs)),
  );
}
