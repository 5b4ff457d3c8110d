import { Hocuspocus, type Extension } from '@hocuspocus/server';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { isAllowedOrigin } from '@sideline/domain';
import { WebSocketServer } from 'ws';
import { ConnectionLimits, type ConnectionLimitOptions } from './limits/connection-limits';

export interface CollabServerOptions {
  /** URL path the web sockets connect to; other upgrade requests are left alone */
  path: string;
  /** browser origins allowed to connect (same-origin is always allowed) */
  allowedOrigins: readonly string[];
  /** largest accepted web socket message; a bigger one closes the socket (1009) */
  maxMessageBytes: number;
  extensions: Extension[];
  /**
   * Decides who may open which document (`onAuthenticate`: throwing refuses the connection) and takes fresh tokens on
   * open connections (`onTokenSync`: closing the connection refuses one). Without one, every document is refused.
   */
  authentication: Extension;
  limits: Partial<ConnectionLimitOptions>;
  /** runs first on close, while clients are still connected (e.g. store every document) */
  beforeClose: Array<() => Promise<void>>;
}

export const DEFAULT_COLLAB_OPTIONS: CollabServerOptions = {
  path: '/collab',
  allowedOrigins: [],
  maxMessageBytes: 2 * 1024 * 1024,
  extensions: [],
  authentication: {
    extensionName: 'RefuseEveryDocument',
    onAuthenticate: async ({ documentName }) => {
      throw new Error(`No document kind is served for "${documentName}"`);
    },
    onTokenSync: async ({ connection }) => connection.close({ code: 4401, reason: 'token-refresh-unsupported' }),
  },
  limits: {},
  beforeClose: [],
};

/**
 * Hocuspocus without its own HTTP server: it shares the API's port in the embedded app (one origin, one port),
 * or gets a small HTTP server of its own when it runs as the `collab` role.
 */
export class CollabServer {
  readonly hocuspocus: Hocuspocus;
  readonly limits: ConnectionLimits;
  private readonly sockets: WebSocketServer;
  private readonly options: CollabServerOptions;
  private closing = false;

  constructor(options: Partial<CollabServerOptions> = {}) {
    this.options = { ...DEFAULT_COLLAB_OPTIONS, ...options };
    this.limits = new ConnectionLimits(this.options.limits);
    this.hocuspocus = new Hocuspocus({
      name: 'sideline-collab',
      quiet: true,
      extensions: [this.limits, ...this.options.extensions, this.options.authentication],
    });
    this.sockets = new WebSocketServer({ noServer: true, maxPayload: this.options.maxMessageBytes });
    this.sockets.on('connection', (socket, request: IncomingMessage) => {
      const describe = () =>
        `${request.socket.remoteAddress ?? 'unknown address'}, ${request.headers['user-agent'] ?? 'no user agent'}`;
      // ws reports a message over maxPayload (and protocol errors) as an 'error' event, then closes the socket (1009):
      // without a listener that event would be thrown and take the process down.
      socket.on('error', (error) => this.limits.log(`[collab] closing socket (${describe()}): ${error.message}`));
      this.limits.guard(socket, describe);
      this.hocuspocus.handleConnection(socket, request);
    });
  }

  /** Take over web socket upgrades for our path on an existing HTTP server. */
  attach(server: HttpServer) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== this.options.path && !path?.startsWith(`${this.options.path}/`)) return;
      if (this.closing) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
        return;
      }
      if (!this.originAllowed(request)) {
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      this.sockets.handleUpgrade(request, socket, head, (ws) => this.sockets.emit('connection', ws, request));
    });
  }

  /** The same origin check as the HTTP API (domain/src/shared/allowed-origins.ts). */
  private originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (!origin) return true; // non-browser clients (tests, tools) authenticate by token alone
    return isAllowedOrigin(
      origin,
      { host: request.headers.host, secure: (request.socket as Partial<TLSSocket>).encrypted === true },
      this.options.allowedOrigins,
    );
  }

  metrics() {
    return {
      documents: this.hocuspocus.getDocumentsCount(),
      connections: this.hocuspocus.getConnectionsCount(),
      ...this.limits.metrics(),
    };
  }

  /** Refuses new sockets, stops reading from the open ones, runs the beforeClose work (stores), then drops them. */
  async close() {
    this.closing = true;
    // An edit that arrived during the final store would be applied after it and lost with the process; paused sockets
    // keep it in the client, which sends it again to the next server.
    for (const client of this.sockets.clients) client.pause();
    for (const before of this.options.beforeClose) await before();
    for (const client of this.sockets.clients) client.terminate();
    this.hocuspocus.closeConnections();
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
  }
}
