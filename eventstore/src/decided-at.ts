import type { EventMetadata, RecordedEvent } from './types';

/**
 * When the command behind an event was decided (ISO-8601). The metadata is stored JSON: read it as possibly
 * partial, as the audit's SQL rebuild does, so an event stored without `at` shows when it was recorded.
 */
export function decidedAtOf(event: RecordedEvent): string {
  const metadata: Partial<EventMetadata> = event.metadata;
  return new Date(metadata.at ?? event.recordedAt).toISOString();
}
