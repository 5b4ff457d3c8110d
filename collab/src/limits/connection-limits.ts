import type { Extension, beforeHandleMessagePayload, onConnectPayload, onDisconnectPayload } from '@hocuspocus/server';
import type WebSocket from 'ws';
import { CollabAccessDenied } from '../auth/collab-authenticator';

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
  /** Messages a socket may send in a burst above the sustained rate (default 600: a reconnect resyncs many documents). */
  burst: number;
  /** where the one line about a dropped connection goes */
  log: (line: string) => void;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimitOptions = {
  maxDocumentsPerConnection: 20,
  messagesPerSecond: 200,
  burst: 600,
  log: (line) => console.warn(line),
};

/** Close code for a socket that sent too much (4xxx: application codes; 429 as in HTTP). */
export const RATE_LIMITED_CLOSE_CODE = 4429;

// y-protocols message types as Hocuspocus numbers them (first varuint after the document name).
const BROADCAST_STATELESS = 6;

interface MessageBudget {
  tokens: number;
  refilledAt: number;
  closed: boolean;
}

/**
 * Per-socket limits: documents open at once, and a token bucket on messages (awareness included). Over the rate,
 * the socket is closed with 4429 and one log line; the provider reconnects after its back-off. The bucket sits in
 * front of Hocuspocus, so dropped messages never reach it (nor its per-message error log).
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
  /** one line about a socket the server closed */
  readonly log: (line: string) => void;

  constructor(options: Partial<ConnectionLimitOptions> = {}) {
    this.options = { ...DEFAULT_CONNECTION_LIMITS, ...options };
    this.log = this.options.log;
  }

  /** Puts the message budget in front of a new socket, before Hocuspocus listens to it. */
  guard(socket: WebSocket, describe: () => string) {
    const budget: MessageBudget = { tokens: this.options.burst, refilledAt: Date.now(), closed: false };
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event !== 'message') return emit(event, ...args);
      const now = Date.now();
      budget.tokens = Math.min(
        this.options.burst,
        budget.tokens + ((now - budget.refilledAt) / 1000) * this.options.messagesPerSecond,
      );
      budget.refilledAt = now;
      if (budget.tokens >= 1 && !budget.closed) {
        budget.tokens -= 1;
        return emit(event, ...args);
      }
      if (!budget.closed) {
        budget.closed = true;
        this.rateLimitedSockets++;
        this.options.log(`[collab] closing socket (${describe()}): over ${this.options.messagesPerSecond} messages/s`);
        socket.close(RATE_LIMITED_CLOSE_CODE, 'rate-limited');
      }
      return false;
    }) as typeof socket.emit;
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
  }

  async beforeHandleMessage({ connection, update }: beforeHandleMessagePayload) {
    if (connection.readOnly && messageTypeOf(update) === BROADCAST_STATELESS) {
      throw Object.assign(new Error('read-only connections cannot broadcast'), { code: 4403, reason: 'read-only' });
    }
  }

  metrics() {
    return { sockets: this.sockets.size, rateLimitedSockets: this.rateLimitedSockets };
  }
}

/** The message type after the document name (both lib0 var-encoded). */
function messageTypeOf(message: Uint8Array): number {
  let offset = 0;
  const readVarUint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = message[offset++];
      if (byte === undefined) return -1;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  const nameLength = readVarUint();
  if (nameLength < 0) return -1;
  offset += nameLength;
  return readVarUint();
}
