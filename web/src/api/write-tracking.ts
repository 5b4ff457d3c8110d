/**
 * What this tab wrote, for two things the server supports:
 * - read-your-writes: a command answers at once and says in `x-read-after` which read models must reach which log
 *   position before a read shows it; for a while after, every request sends the merged positions back and the server
 *   waits (briefly, only if needed) so lists and other pages already show the change;
 * - own changes: each command goes with an Idempotency-Key that is also its command id; a live notice caused only by
 *   this tab's commands needs no refetch (the command's answer already updated the page).
 */
const READ_AFTER_WINDOW_MS = 30_000;
const OWN_COMMANDS_KEPT = 200;

interface Written {
  transactionId: bigint;
  globalPosition: bigint;
  at: number;
}

const written = new Map<string, Written>();
const ownCommands: string[] = [];

const POSITION = /^(\d{1,20}):(\d{1,20})$/;

/** Merges a response's `x-read-after` into what this tab has written. */
export function noteReadAfter(header: string | null, now = Date.now()): void {
  if (!header) return;
  for (const part of header.split(',')) {
    const [name, position] = part.trim().split('=');
    const match = position ? POSITION.exec(position) : null;
    if (!name || !match) continue;
    const next = { transactionId: BigInt(match[1]!), globalPosition: BigInt(match[2]!), at: now };
    const known = written.get(name);
    const later =
      !known ||
      next.transactionId > known.transactionId ||
      (next.transactionId === known.transactionId && next.globalPosition >= known.globalPosition);
    written.set(name, later ? next : { ...known, at: now });
  }
}

/** The `x-read-after` value to send now, or null when this tab wrote nothing recently. */
export function readAfterHeader(now = Date.now()): string | null {
  const parts: string[] = [];
  for (const [name, position] of written) {
    if (now - position.at > READ_AFTER_WINDOW_MS) written.delete(name);
    else parts.push(`${name}=${position.transactionId}:${position.globalPosition}`);
  }
  return parts.length > 0 ? parts.join(',') : null;
}

/** A fresh key for one user action: also the id of the command it sends. */
export function newCommandKey(): string {
  const key = crypto.randomUUID();
  ownCommands.push(key);
  if (ownCommands.length > OWN_COMMANDS_KEPT) ownCommands.splice(0, ownCommands.length - OWN_COMMANDS_KEPT);
  return key;
}

/** True when every command behind a live notice came from this tab. */
export function onlyOwnCommands(commands: readonly string[]): boolean {
  return commands.length > 0 && commands.every((id) => ownCommands.includes(id.toLowerCase()));
}

/** For tests: forget everything. */
export function resetWriteTracking(): void {
  written.clear();
  ownCommands.length = 0;
}
