import type { Document } from '@hocuspocus/server';
import * as Y from 'yjs';

/**
 * One timer per document with changes relayed from another instance: when it fires, `check` gets the state vector the
 * document had when the timer was set and makes sure the log holds it; while something is left unstored (more relayed
 * changes came meanwhile) the timer is set again. Failures are retried on the next round.
 */
export class RemoteChangeBackstop {
  private readonly timers = new Map<Document, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly graceMs: number,
    private readonly check: (document: Document, wanted: Uint8Array) => Promise<boolean>,
  ) {}

  schedule(document: Document) {
    if (this.stopped || this.timers.has(document)) return;
    const wanted = Y.encodeStateVector(document);
    const timer = setTimeout(() => void this.storeRelayed(document, wanted), this.graceMs);
    timer.unref();
    this.timers.set(document, timer);
  }

  /** Never rejects: a failed store is logged and tried again. */
  private async storeRelayed(document: Document, wanted: Uint8Array) {
    let leftSome = true;
    try {
      leftSome = await this.check(document, wanted);
    } catch (error) {
      console.error(`[collab] storing relayed changes of ${document.name} failed; will retry`, error);
    }
    this.timers.delete(document);
    if (leftSome && !document.isDestroyed) this.schedule(document);
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
