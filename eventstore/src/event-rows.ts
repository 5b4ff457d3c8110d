import type { EventMetadata } from './types';
import type { RecordedEvent } from './types';

/** Columns of a RecordedEvent; the query must alias events as `e` and join streams as `s`. */
export const EVENT_COLUMNS = `e.global_position, e.transaction_id, e.stream_id, s.stream_type, e.stream_version,
  e.event_id, e.type, e.data, e.metadata, e.recorded_at`;

export interface EventRow {
  global_position: bigint;
  transaction_id: bigint;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    // Both adapters parse int8/xid8 as bigint; BigInt() guards a foreign Queryable that does not.
    globalPosition: BigInt(row.global_position),
    transactionId: BigInt(row.transaction_id),
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}
