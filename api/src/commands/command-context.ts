import { DomainError, type Actor, type EventMetadata } from '@sideline/domain';
import { isAtOrAfter, type LogPosition } from '@sideline/eventstore';
import { createHash, randomUUID } from 'node:crypto';
import { idsFromKey, randomIds, type IdSource } from './derived-ids';

/** Idempotency-Key: what a client sends once per user action, and again when it retries that action. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything a command knows about the request that sent it: who, when, under which ids, and what it wrote (for the
 * read-after token of the answer). Built once per request; the handler fills `written`.
 */
export class CommandContext {
  readonly metadata: EventMetadata;
  /** set when the client sent an Idempotency-Key: the fingerprint tells a true retry from a reused key */
  readonly idempotency: { key: string; fingerprint: string } | null;
  private readonly ids: IdSource;
  /** read model → the log position the request's writes must reach in it before a read sees them */
  readonly written = new Map<string, LogPosition>();
  /** how many events this request has appended so far: the next append's ids continue the count */
  private appendedEvents = 0;

  constructor(
    readonly actor: Actor,
    options: { idempotencyKey?: string | null; fingerprint?: string; correlationId?: string | null; at?: Date } = {},
  ) {
    const key = options.idempotencyKey ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw new DomainError(
        'validation',
        'REQUEST.INVALID_IDEMPOTENCY_KEY',
        'The Idempotency-Key header must be 8–200 letters, digits or - _ . :',
        { fields: { 'Idempotency-Key': ['8–200 letters, digits or - _ . :'] } },
      );
    }
    const scope = actor?.userId ?? 'visitor';
    this.idempotency = key ? { key, fingerprint: options.fingerprint ?? '' } : null;
    this.ids = key ? idsFromKey(scope, key) : randomIds;
    // A key that is a UUID (what the web app sends) is the command's id: the page knows it before the answer, and
    // skips the live notice its own command causes. Any other key derives one.
    const commandId = key ? (UUID.test(key) ? key.toLowerCase() : this.ids.newId('command')) : randomUUID();
    const correlation = options.correlationId;
    this.metadata = {
      actorId: actor?.userId ?? null,
      commandId,
      correlationId: typeof correlation === 'string' && /^[\w-]{1,100}$/.test(correlation) ? correlation : commandId,
      causationId: null,
      at: (options.at ?? new Date()).toISOString(),
    };
  }

  /** An id for something this command creates; a retry with the same Idempotency-Key gets the same one. */
  newId(purpose: string): string {
    return this.ids.newId(purpose);
  }

  /** The id of this request's `index`-th event; the first append starts at 0, a later one after it. */
  eventId(index: number): string {
    return this.ids.eventId(index);
  }

  /** Where the next append's event ids start. */
  get eventsAppended(): number {
    return this.appendedEvents;
  }

  /** After an append: its events are counted, and a later read waits for `readModels` to reach `position`. */
  noteAppended(count: number, position: LogPosition, readModels: readonly string[]): void {
    this.appendedEvents += count;
    for (const name of readModels) {
      const known = this.written.get(name);
      if (!known || !isAtOrAfter(known, position)) this.written.set(name, position);
    }
  }

  /** Metadata as stored with this request's events: with the request's fingerprint when it came with a key. */
  storedMetadata(): EventMetadata & { requestFingerprint?: string } {
    return this.idempotency ? { ...this.metadata, requestFingerprint: this.idempotency.fingerprint } : this.metadata;
  }

  /**
   * Marks what this request appends from now on as caused by `causationId` (a restore names the version it brings
   * back).
   */
  causedBy(causationId: string): void {
    (this as { metadata: EventMetadata }).metadata = { ...this.metadata, causationId };
  }

  /** A command on behalf of the system (seeds, CLIs, tests): no HTTP, no key. */
  static system(actor: Actor = null, at?: Date): CommandContext {
    return new CommandContext(actor, at ? { at } : {});
  }

  /** A command whose metadata was made elsewhere (a seed writing as a demo user at a fixed time). */
  static withMetadata(metadata: EventMetadata, actor: Actor = null): CommandContext {
    const ctx = new CommandContext(actor);
    (ctx as { metadata: EventMetadata }).metadata = metadata;
    return ctx;
  }
}

/** What a retry must repeat exactly to count as the same request: method, path and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]} ${body === undefined ? '' : JSON.stringify(body)}`)
    .digest('base64url');
}
