import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../types';

/** Metadata as a command handler would write it. */
export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const commandId = randomUUID();
  return {
    actorId: null,
    commandId,
    correlationId: commandId,
    causationId: null,
    at: new Date().toISOString(),
    ...overrides,
  };
}

/** A new event with a fresh id; pass `eventId` to build a retry. */
export function testEvent(type = 'ThingHappened', data: unknown = {}, eventId: string = randomUUID()): NewEvent {
  return { eventId, type, data, metadata: testMetadata() };
}
