import type { LogPosition } from './types';

/** Before the first event: read from here to replay the whole log. */
export const START: LogPosition = Object.freeze({ transactionId: 0n, globalPosition: 0n });

/** Order of the global log: transaction id first, then global position within it. */
export function comparePositions(a: LogPosition, b: LogPosition): -1 | 0 | 1 {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.globalPosition !== b.globalPosition) return a.globalPosition < b.globalPosition ? -1 : 1;
  return 0;
}

export function isAtOrAfter(position: LogPosition, target: LogPosition): boolean {
  return comparePositions(position, target) >= 0;
}

/** Text form `"<transactionId>:<globalPosition>"`: for headers, JSON and query strings (bigint has no JSON form). */
export function formatPosition(position: LogPosition): string {
  return `${position.transactionId}:${position.globalPosition}`;
}

/** Parses `formatPosition` output; returns undefined for anything else. */
export function parsePosition(text: string): LogPosition | undefined {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(text.trim());
  if (!match) return undefined;
  return { transactionId: BigInt(match[1]!), globalPosition: BigInt(match[2]!) };
}
