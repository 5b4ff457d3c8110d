import type {
  Extension,
  beforeHandleMessagePayload,
  connectedPayload,
  onConnectPayload,
  onDisconnectPayload,
} from '@hocuspocus/server';
import type WebSocket from 'ws';
import { CollabAccessDenied } from '../auth/collab-context';
import { MESSAGE_TYPE, readMessageHeader } from './message-header';

export interface ConnectionLimitOptions {
  /**
   * Documents one web socket may have open (or be opening) at once. Why: a provider multiplexes documents over one
   * socket; each open document costs memory and a database load. Default 20. Risk: too low breaks pages that show
   * many canvases at once.
   */
  maxDocumentsPerConnection: number;
  /**
   * Messages per second one socket may send, sustained. Why: a runaway or hostile client must not flood every other
   * client of its documents. Default 200 (a drag at 60 frames per second sends about 120: an update and a cursor).
   * Risk: too low disconnects honest fast drawers; they reconnect, but lose a second.
   */
  messagesPerSecond: number;
  /**
   * Messages a socket may send in a burst above the sustained rate (default 600: a reconnect resyncs many documents).
   */
  burst: number;
  /**
   * Bytes per second one socket may send, sustained (every message: updates, awareness, tokens). Why: under the message
   * rate and size caps a socket could still send 2 MB 200 times a second, and the server holds what it is sent (issue
   * 25: 1.5 MB ten times a second took the process from 240 MB to 1 GB). Default 512 KB/s (a drawing sends a few KB
   * per stroke). Risk: too low closes a client that pastes several images at once; it reconnects after its back-off.
   */
  bytesPerSecond: number;
  /**
   * Bytes a socket may send in a burst above that rate. Default 3 MB: one message of the largest size (a pasted image,
   * the resync of edits made offline) and what goes with it. Must be at least `maxMessageBytes`, or a message of that
   * size never passes.
   */
  burstBytes: number;
  /**
   * Bytes a socket may send for one document before that document is open on it (before its authentication
   * finished, or after the server closed it). Hocuspocus queues such messages until the document opens, without a
   * bound. Why: a client whose document was closed (a full board) keeps sending its edits, and a hostile one can send
   * without ever authenticating. Default 256 KB (a provider sends a state vector and its presence there). Over it the
   * messages are dropped: they hold nothing the client loses, it sends its edits again in the sync after
   * authenticating.
   */
  maxQueuedBytesPerDocument: number;
  /** where the one line about a dropped connection goes */
  log: (line: string) => void;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimitOptions = {
  maxDocumentsPerConnection: 20,
  messagesPerSecond: 200,
  burst: 600,
  bytesPerSecond: 512 * 1024,
  burstBytes: 3 * 1024 * 1024,
  maxQueuedBytesPerDocument: 256 * 1024,
  log: (line) => console.warn(line),
};

/** Close code for a socket that sent too much (4xxx: application codes; 429 as in HTTP). */
export const RATE_LIMITED_CLOSE_CODE = 4429;

interface MessageBudget {
  tokens: number;
  bytes: number;
  refilledAt: number;
  closed: boolean;
  /** documents open on this socket: their messages go straight to Hocuspocus */
  open: Set<string>;
  /** bytes sent for documents not open (yet), by document */
  queued: Map<string, number>;
}

/**
 * Per-socket limits: documents open at once, and token buckets on messages and on bytes (awareness included). Over
 * either rate, the socket is closed with 4429 and one log line; the provider reconnects after its back-off. The
 * buckets sit in front of Hocuspocus, so dropped messages never reach it (nor its per-message error log), and what a
 * socket sends for a document that is not open on it is bounded (`maxQueuedBytesPerDocument`).
 * Also refuses "broadcast stateless" from read-only connections, so a viewer cannot speak for the server.
 */
export class ConnectionLimits implements Extension {
  readonly extensionName = 'sideline-connection-limits';
  /** before every other extension: refusals should cost nothing */
  readonly priority = 1000;
  /** open documents by Hocuspocus socket id */
  private readonly sockets = new Map<string, Set<string>>();
  private readonly options: ConnectionLimitOptions;
  private rateLimitedSockets = 0;
  private droppedQueuedMessages = 0;
  /** the budget of each socket Hocuspocus knows by id (set when a document opens on it) */
  private readonly budgets = new Map<string, MessageBudget>();
  private readonly budgetOf = new WeakMap<WebSocket, MessageBudget>();
  /** one line about a socket the server closed */
  readonly log: (line: string) => void;

  constructor(options: Partial<ConnectionLimitOptions> = {}) {
    this.options = { ...DEFAULT_CONNECTION_LIMITS, ...options };
    this.options.burstBytes = Math.max(this.options.burstBytes, this.options.bytesPerSecond);
    this.log = this.options.log;
  }

  /** Puts the message budget in front of a new socket, before Hocuspocus listens to it. */
  guard(socket: WebSocket, describe: () => string) {
    const { burst, burstBytes, messagesPerSecond, bytesPerSecond } = this.options;
    const budget: MessageBudget = {
      tokens: burst,
      bytes: burstBytes,
      refilledAt: Date.now(),
      closed: false,
      open: new Set(),
      queued: new Map(),
    };
    this.budgetOf.set(socket, budget);
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event !== 'message') return emit(event, ...args);
      // Hocuspocus replays its queue through emit once the document opens: those were counted when they arrived.
      if (replayable.has(args[0] as object)) return emit(event, ...args);
      const size = byteLengthOf(args[0]);
      const now = Date.now();
      const elapsed = (now - budget.refilledAt) / 1000;
      budget.tokens = Math.min(burst, budget.tokens + elapsed * messagesPerSecond);
      budget.bytes = Math.min(burstBytes, budget.bytes + elapsed * bytesPerSecond);
      budget.refilledAt = now;
      if (budget.closed) return false;
      if (budget.tokens < 1 || budget.bytes < size) {
        budget.closed = true;
        this.rateLimitedSockets++;
        const over = budget.tokens < 1 ? `${messagesPerSecond} messages/s` : `${bytesPerSecond} bytes/s`;
        this.options.log(`[collab] closing socket (${describe()}): over ${over}`);
        socket.close(RATE_LIMITED_CLOSE_CODE, 'rate-limited');
        return false;
      }
      budget.tokens -= 1;
      budget.bytes -= size;
      if (!this.admitQueued(budget, args[0], size)) return false;
      return emit(event, ...args);
    }) as typeof socket.emit;
  }

  /** A message for a document that is not open on this socket waits in Hocuspocus's queue: bounded here. */
  private admitQueued(budget: MessageBudget, data: unknown, size: number): boolean {
    const header = data instanceof Uint8Array ? readMessageHeader(data) : null;
    if (!header || budget.open.has(header.documentName)) return true;
    // A fresh authentication starts a fresh queue: what was dropped before is sent again by the sync that follows.
    if (header.type === MESSAGE_TYPE.auth) {
      budget.queued.delete(header.documentName);
      return true;
    }
    const queued = (budget.queued.get(header.documentName) ?? 0) + size;
    // The map is bounded too: a socket may name only so many documents it has not opened.
    const roomForAnother =
      budget.queued.has(header.documentName) || budget.queued.size < this.options.maxDocumentsPerConnection * 2;
    if (queued > this.options.maxQueuedBytesPerDocument || !roomForAnother) {
      this.droppedQueuedMessages++;
      return false;
    }
    budget.queued.set(header.documentName, queued);
    replayable.add(data as object);
    return true;
  }

  /** The document is open on its socket: its messages no longer wait in a queue. */
  async connected({ connection, documentName, socketId }: connectedPayload) {
    const budget = this.budgetOf.get(connection.webSocket);
    if (!budget) return;
    this.budgets.set(socketId, budget);
    budget.open.add(documentName);
    budget.queued.delete(documentName);
  }

  async onConnect({ socketId, documentName }: onConnectPayload) {
    let documents = this.sockets.get(socketId);
    if (!documents) this.sockets.set(socketId, (documents = new Set()));
    if (!documents.has(documentName) && documents.size >= this.options.maxDocumentsPerConnection) {
      this.options.log(
        `[collab] refused ${documentName}: socket ${socketId} already has ${documents.size} documents open`,
      );
      throw new CollabAccessDenied('too-many-documents');
    }
    documents.add(documentName);
  }

  /** An authentication that failed never reaches onDisconnect: give its place back. */
  release(socketId: string, documentName: string) {
    const documents = this.sockets.get(socketId);
    if (!documents) return;
    documents.delete(documentName);
    if (documents.size === 0) this.sockets.delete(socketId);
  }

  async onDisconnect({ socketId, documentName }: onDisconnectPayload) {
    this.release(socketId, documentName);
    const budget = this.budgets.get(socketId);
    budget?.open.delete(documentName);
    if (budget?.open.size === 0) this.budgets.delete(socketId);
  }

  async beforeHandleMessage({ connection, update }: beforeHandleMessagePayload) {
    if (connection.readOnly && readMessageHeader(update)?.type === MESSAGE_TYPE.broadcastStateless) {
      throw Object.assign(new Error('read-only connections cannot broadcast'), { code: 4403, reason: 'read-only' });
    }
  }

  metrics() {
    return {
      sockets: this.sockets.size,
      rateLimitedSockets: this.rateLimitedSockets,
      droppedQueuedMessages: this.droppedQueuedMessages,
    };
  }
}

/** Messages admitted into Hocuspocus's queue of a document not open yet (it replays them through emit). */
const replayable = new WeakSet<object>();

function byteLengthOf(data: unknown): number {
  if (data instanceof Uint8Array || data instanceof ArrayBuffer) return data.byteLength;
  // ws hands fragmented messages over as an array of buffers (binaryType "nodebuffer" joins them; be safe anyway)
  if (Array.isArray(data)) return data.reduce<number>((sum, part: Uint8Array) => sum + part.byteLength, 0);
  return 0;
}
