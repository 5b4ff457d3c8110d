/**
 * The collab server refuses an update over a limit (docs/collab.md, Limits): it sends
 * `{type: 'sideline.refused', reason, bytes?, maxBytes?}`, then closes the document with the reason. `document-full`
 * stays until the page is reloaded (after someone removed something); the others pass, and the page tries again.
 */
export type LimitReason = 'document-full' | 'rate-limited' | 'server-busy';

export interface LimitRefusal {
  reason: LimitReason;
  /** the document's size when refused, and the most it may hold (document-full) */
  bytes?: number;
  maxBytes?: number;
}

const REASONS: readonly string[] = ['document-full', 'rate-limited', 'server-busy'];

export function parseRefusedMessage(payload: string): LimitRefusal | null {
  try {
    const message: unknown = JSON.parse(payload);
    if (typeof message !== 'object' || message === null) return null;
    const { type, reason, bytes, maxBytes } = message as Record<string, unknown>;
    if (type !== 'sideline.refused' || typeof reason !== 'string' || !REASONS.includes(reason)) return null;
    return {
      reason: reason as LimitReason,
      ...(typeof bytes === 'number' ? { bytes } : {}),
      ...(typeof maxBytes === 'number' ? { maxBytes } : {}),
    };
  } catch {
    return null;
  }
}

/** A close of the document (not the socket) for one of these reasons: ask again after a pause. */
export const RETRY_LATER_REASONS: ReadonlySet<string> = new Set(['rate-limited', 'server-busy']);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** What the canvas says when its document is full ("board" or "diagram"). */
export function documentFullText(refusal: LimitRefusal, what: 'board' | 'diagram'): string {
  const size =
    refusal.bytes !== undefined && refusal.maxBytes !== undefined
      ? ` it holds ${megabytes(refusal.bytes)} of the ${megabytes(refusal.maxBytes)} a ${what} may hold, and`
      : '';
  return (
    `This ${what} is full:${size} your latest change was not saved. ` +
    `Reload the page and remove images or drawings you no longer need to make room${what === 'board' ? ', or start a new board' : ''}.`
  );
}
