import type { EventStore, Queryable } from '@sideline/eventstore';
import type { Server as HttpServer } from 'node:http';
import { AccessRecheck } from './auth/access-recheck';
import { readModelAccounts, type AccountLookup } from './auth/account-lookup';
import { CollabAuthentication } from './auth/collab-authentication';
import { hmacSigner } from './auth/collab-token-signer';
import { sessionTable, type SessionLookup } from './auth/session-lookup';
import { CollabServer } from './collab-server';
import type { ConnectionLimitOptions } from './limits/connection-limits';
import { DocumentLimits, type DocumentLimitOptions } from './limits/document-limits';
import { DocumentLogFollower } from './persistence/document-log-follower';
import { EventLogPersistence, type EventLogPersistenceOptions } from './persistence/event-log-persistence';
import { RedisFanOut, type RedisFanOutOptions } from './scale-out/redis-fan-out';

export interface SidelineCollabOptions {
  store: EventStore;
  db: Queryable;
  /** COLLAB_SECRET: the API signs tokens with it */
  secret: string;
  allowedOrigins?: readonly string[];
  maxMessageBytes?: number;
  persistence?: Partial<EventLogPersistenceOptions>;
  limits?: Partial<ConnectionLimitOptions>;
  /** document size, content rate per document and the process's memory budget */
  documentLimits?: Partial<DocumentLimitOptions>;
  /** how often the log follower polls when no notification arrives (ms) */
  followPollIntervalMs?: number;
  /** who a token's user is now (role, team roles, disabled); default: the users and teams read models */
  accounts?: AccountLookup;
  /** whether a token's session is alive; default: the API's sessions table */
  sessions?: SessionLookup;
  /** how often open connections are checked again against the account and the document's access (ms) */
  recheckIntervalMs?: number;
  /** REDIS_URL set: several collab instances share documents live (updates, awareness) through Redis */
  redis?: RedisFanOutOptions;
}

export interface CollabMetrics {
  documents: number;
  connections: number;
  sockets: number;
  rateLimitedSockets: number;
  droppedQueuedMessages: number;
  documentLimits: ReturnType<DocumentLimits['metrics']>;
  persistence: ReturnType<EventLogPersistence['metrics']['snapshot']>;
}

/**
 * The collab role: Hocuspocus with its extensions (token authentication, limits, Redis fan-out, persistence as
 * events) and a follower of the log.
 */
export class SidelineCollab {
  readonly server: CollabServer;
  readonly persistence: EventLogPersistence;
  readonly documentLimits: DocumentLimits;
  private readonly follower: DocumentLogFollower;
  private readonly recheck: AccessRecheck;
  private readonly fanOut: RedisFanOut | null;

  private constructor(options: SidelineCollabOptions) {
    const accounts = options.accounts ?? readModelAccounts(options.db);
    const recheckDeps = { db: options.db, accounts, sessions: options.sessions ?? sessionTable(options.db) };
    const sign = hmacSigner(options.secret);
    this.persistence = new EventLogPersistence({ store: options.store, db: options.db }, options.persistence);
    this.documentLimits = new DocumentLimits(options.documentLimits, () => this.persistence.heldBytes());
    this.fanOut = options.redis ? new RedisFanOut(options.redis) : null;
    this.server = new CollabServer({
      allowedOrigins: options.allowedOrigins ?? [],
      ...(options.maxMessageBytes ? { maxMessageBytes: options.maxMessageBytes } : {}),
      extensions: [this.documentLimits, ...(this.fanOut ? [this.fanOut] : []), this.persistence],
      authentication: new CollabAuthentication({
        ...recheckDeps,
        sign,
        // a refused connection never reaches onDisconnect: its place in the connection limits is given back
        refused: (socketId, documentName) => this.server.limits.release(socketId, documentName),
      }),
      limits: options.limits ?? {},
      beforeClose: [
        async () => this.recheck.stop(),
        () => this.follower.stop(),
        async () => {
          await this.persistence.flush(this.server.hocuspocus);
          this.persistence.stop();
          await this.fanOut?.onDestroy().catch(() => undefined);
        },
      ],
    });
    this.recheck = new AccessRecheck(
      this.server.hocuspocus,
      recheckDeps,
      options.recheckIntervalMs ?? 1_000,
      (message) => console.warn(message),
    );
    this.follower = new DocumentLogFollower({
      store: options.store,
      hocuspocus: this.server.hocuspocus,
      persistence: this.persistence,
      ...(options.followPollIntervalMs ? { pollIntervalMs: options.followPollIntervalMs } : {}),
    });
  }

  static async start(options: SidelineCollabOptions): Promise<SidelineCollab> {
    const collab = new SidelineCollab(options);
    await collab.follower.start();
    collab.recheck.start();
    return collab;
  }

  attach(server: HttpServer) {
    this.server.attach(server);
  }

  metrics(): CollabMetrics {
    return {
      ...this.server.metrics(),
      documentLimits: this.documentLimits.metrics(),
      persistence: this.persistence.metrics.snapshot(),
    };
  }

  /** Stores every open document, then closes every socket. Close the database after this. */
  close() {
    return this.server.close();
  }
}
