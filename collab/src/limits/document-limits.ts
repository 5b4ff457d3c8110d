import type {
  Document,
  Extension,
  afterLoadDocumentPayload,
  afterUnloadDocumentPayload,
  beforeHandleMessagePayload,
  onChangePayload,
  onConnectPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import { CollabAccessDenied } from '../auth/collab-context';
import { RATE_LIMITED_CLOSE_CODE } from './connection-limits';
import { carriesDocumentContent, readMessageHeader } from './message-header';

export interface DocumentLimitOptions {
  /**
   * Largest document, in bytes: its encoded Yjs state plus the updates applied since it was last measured. An update
   * that would take it past this is refused (nothing applied, stored or acknowledged) and the client told
   * `document-full`. Why: a document lives in memory while open and is stored whole in every snapshot; one writer
   * could otherwise grow it until the process dies (issue 25). Default 4 MB (a board of a few hundred shapes is well
   * under 1 MB; a pasted image is up to 2 MB, the message cap). Risk: too low refuses boards full of images; their
   * editors see "This board is full" and must remove something.
   */
  maxDocumentBytes: number;
  /**
   * Content bytes per second one document accepts from all its clients together, sustained. Why: the per-socket rate
   * does not stop many sockets (or edit-link holders) filling one document, and what a document takes in is what its
   * stores write (on the embedded database a store runs on the server's thread). Default 256 KB/s (a drawing sends a
   * few KB per stroke). Risk: a class pasting images into one board at once may see one of them refused
   * (`rate-limited`); the page sends it again shortly.
   */
  documentBytesPerSecond: number;
  /**
   * Content bytes one document accepts in a burst above that rate. Default 2.5 MB: one message of the largest size
   * (a pasted image) passes at once. Must be at least the message cap, or such a message is always refused.
   */
  documentBurstBytes: number;
  /**
   * Bytes this process may hold in open documents (their sizes as above) and in stores on their way to the log.
   * Past it every document refuses growth (`server-busy`) and documents not open yet are refused until some close.
   * Why: the per-document cap does not stop one person opening many full documents. Default 128 MB, well under the
   * 512 MB V8 heap `npm start` gives the process (a document costs more in memory than encoded). Risk: when reached,
   * every editor on this instance waits; raise it with the heap (`--max-old-space-size`), or add collab instances.
   */
  memoryBudgetBytes: number;
  /**
   * A document near its cap is measured again (encoded once) at most this often (ms). Why: deletions free space, which
   * only a fresh encode shows; encoding a large document on every refused update would cost more than the update.
   * Default 2000.
   */
  remeasureIntervalMs: number;
  /** where the one line about a refusal goes */
  log: (line: string) => void;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimitOptions = {
  maxDocumentBytes: 4 * 1024 * 1024,
  documentBytesPerSecond: 256 * 1024,
  documentBurstBytes: 2.5 * 1024 * 1024,
  memoryBudgetBytes: 128 * 1024 * 1024,
  remeasureIntervalMs: 2_000,
  log: (line) => console.warn(line),
};

/** Close code (and reason `document-full`) of a document connection whose update would make the document too large. */
export const DOCUMENT_FULL_CLOSE_CODE = 4413;
/** Close code (and reason `server-busy`) of a document connection refused because the process holds its budget. */
export const SERVER_BUSY_CLOSE_CODE = 4503;
/** Stateless message sent to a client before its document connection is closed for a limit: what it may show. */
export const REFUSED_MESSAGE_TYPE = 'sideline.refused';

export type LimitRefusalReason = 'document-full' | 'rate-limited' | 'server-busy';

const CLOSE_CODES: Record<LimitRefusalReason, number> = {
  'document-full': DOCUMENT_FULL_CLOSE_CODE,
  'rate-limited': RATE_LIMITED_CLOSE_CODE,
  'server-busy': SERVER_BUSY_CLOSE_CODE,
};

interface DocumentCost {
  /** encoded size when last measured */
  measured: number;
  /** bytes of updates applied since */
  since: number;
  measuredAt: number;
  /** token bucket of content bytes */
  tokens: number;
  refilledAt: number;
}

/**
 * Bounds what documents cost: a maximum size per document, a content byte rate per document, and a process-wide
 * budget for bytes held in open documents and in stores on their way to the log (`heldByStores`). A refused update
 * never reaches Hocuspocus: nothing is applied, so nothing is stored or acknowledged. The client gets a stateless
 * `sideline.refused` message, then its document connection is closed with the reason (`document-full`,
 * `rate-limited`, `server-busy`); later messages of that connection are refused alike.
 */
export class DocumentLimits implements Extension {
  readonly extensionName = 'sideline-document-limits';
  /** right after the connection limits, before any extension that would do work for the update */
  readonly priority = 900;
  readonly options: DocumentLimitOptions;
  private readonly costs = new Map<string, DocumentCost>();
  private readonly refused = new WeakMap<object, LimitRefusalReason>();
  private liveBytes = 0;
  private readonly refusals: Record<LimitRefusalReason, number> = {
    'document-full': 0,
    'rate-limited': 0,
    'server-busy': 0,
  };

  constructor(
    options: Partial<DocumentLimitOptions> = {},
    /** bytes held by stores in flight (encoded updates and their base64 on the way to the log) */
    private readonly heldByStores: () => number = () => 0,
  ) {
    this.options = { ...DEFAULT_DOCUMENT_LIMITS, ...options };
    this.options.documentBurstBytes = Math.max(this.options.documentBurstBytes, this.options.documentBytesPerSecond);
  }

  /** Bytes the budget counts now. */
  heldBytes(): number {
    return this.liveBytes + this.heldByStores();
  }

  /** A document not open yet would add to what the process holds: refused while the budget is spent. */
  async onConnect({ documentName, instance }: onConnectPayload) {
    if (instance.documents.has(documentName) || this.heldBytes() < this.options.memoryBudgetBytes) return;
    this.refusals['server-busy']++;
    this.options.log(
      `[collab] refused opening ${documentName}: the process holds ${mb(this.heldBytes())} of ${mb(this.options.memoryBudgetBytes)}`,
    );
    throw new CollabAccessDenied('server-busy');
  }

  async afterLoadDocument({ document, documentName }: afterLoadDocumentPayload) {
    const cost: DocumentCost = {
      measured: 0,
      since: 0,
      measuredAt: 0,
      tokens: this.options.documentBurstBytes,
      refilledAt: Date.now(),
    };
    this.costs.set(documentName, cost);
    this.measure(document, cost);
  }

  /** Every change counts, whoever made it (clients, a restore from the log, another instance through Redis). */
  async onChange({ documentName, update }: onChangePayload) {
    const cost = this.costs.get(documentName);
    if (!cost) return;
    cost.since += update.byteLength;
    this.liveBytes += update.byteLength;
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload) {
    const cost = this.costs.get(documentName);
    if (!cost) return;
    this.liveBytes -= cost.measured + cost.since;
    this.costs.delete(documentName);
  }

  async beforeHandleMessage({ connection, document, documentName, update }: beforeHandleMessagePayload) {
    const earlier = this.refused.get(connection);
    // Hocuspocus closes the connection with a thrown {code, reason}
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (earlier) throw closeFor(earlier);
    // A read-only connection's updates are refused by Hocuspocus itself; presence and state vectors add nothing stored.
    if (connection.readOnly || !carriesDocumentContent(readMessageHeader(update))) return;
    const cost = this.costs.get(documentName);
    if (!cost) return;
    const incoming = update.byteLength;
    const { maxDocumentBytes, memoryBudgetBytes, remeasureIntervalMs } = this.options;
    if (cost.measured + cost.since + incoming > maxDocumentBytes && Date.now() - cost.measuredAt >= remeasureIntervalMs)
      this.measure(document, cost);
    const size = cost.measured + cost.since;
    if (size + incoming > maxDocumentBytes) {
      return this.refuse(
        connection,
        documentName,
        'document-full',
        { bytes: size, maxBytes: maxDocumentBytes },
        `${mb(size)} + ${mb(incoming)} over ${mb(maxDocumentBytes)}`,
      );
    }
    if (this.heldBytes() + incoming > memoryBudgetBytes) {
      return this.refuse(
        connection,
        documentName,
        'server-busy',
        {},
        `the process holds ${mb(this.heldBytes())} of ${mb(memoryBudgetBytes)}`,
      );
    }
    const now = Date.now();
    cost.tokens = Math.min(
      this.options.documentBurstBytes,
      cost.tokens + ((now - cost.refilledAt) / 1000) * this.options.documentBytesPerSecond,
    );
    cost.refilledAt = now;
    if (cost.tokens < incoming) {
      return this.refuse(
        connection,
        documentName,
        'rate-limited',
        {},
        `over ${mb(this.options.documentBytesPerSecond)}/s for the document`,
      );
    }
    cost.tokens -= incoming;
  }

  metrics() {
    return { documentBytes: this.liveBytes, heldBytes: this.heldBytes(), refusedUpdates: { ...this.refusals } };
  }

  private measure(document: Document, cost: DocumentCost) {
    const measured = Y.encodeStateAsUpdate(document).byteLength;
    this.liveBytes += measured - cost.measured - cost.since;
    Object.assign(cost, { measured, since: 0, measuredAt: Date.now() });
  }

  private refuse(
    connection: beforeHandleMessagePayload['connection'],
    documentName: string,
    reason: LimitRefusalReason,
    details: object,
    why: string,
  ): never {
    this.refused.set(connection, reason);
    this.refusals[reason]++;
    this.options.log(
      `[collab] refused an update to ${documentName} (${reason}): ${why}; closing that document's connection`,
    );
    connection.sendStateless(JSON.stringify({ type: REFUSED_MESSAGE_TYPE, reason, ...details }));
    // Hocuspocus closes the connection with a thrown {code, reason}
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw closeFor(reason);
  }
}

/**
 * What Hocuspocus closes the document connection with (it reads `code` and `reason`; no message: logged once above).
 */
const closeFor = (reason: LimitRefusalReason) => ({ code: CLOSE_CODES[reason], reason });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
