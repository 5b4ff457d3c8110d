import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID that always comes out the same for the same parts (SHA-256, version 8 "custom" layout). A retried request
 * with the same Idempotency-Key derives the same event ids and the same new entity ids as its first attempt, so the
 * event store recognises it instead of creating a second drill.
 */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u001f')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Ids for what one request creates: derived from its idempotency key when it has one, random otherwise. */
export interface IdSource {
  /** the id of a new thing this request makes, named by `purpose` (`drill`, `section:2`...) */
  newId(purpose: string): string;
  /** the id of the `index`-th event this request appends (counted across its appends) */
  eventId(index: number): string;
}

export const randomIds: IdSource = { newId: () => randomUUID(), eventId: () => randomUUID() };

export function idsFromKey(scope: string, key: string): IdSource {
  return {
    newId: (purpose) => derivedUuid('id', scope, key, purpose),
    eventId: (index) => derivedUuid('event', scope, key, String(index)),
  };
}
