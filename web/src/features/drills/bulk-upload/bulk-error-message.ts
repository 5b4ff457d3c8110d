import { BULK_UPLOAD_BODY_LIMIT } from '@sideline/domain';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';

const MEGABYTES = Math.round(BULK_UPLOAD_BODY_LIMIT / (1024 * 1024));

/**
 * What to tell the person when an upload or import call fails. File problems (BULK.*) carry a message written
 * for people (which column is missing, which line is broken), so it is shown as it is; the rest goes through
 * the app's one friendly-message table.
 */
export function bulkErrorMessage(error: unknown): string {
  if (!isApiError(error)) return friendlyMessage(error);
  if (error.status === 413)
    return `That file is too large to upload (over ${MEGABYTES} MB as sent). Split it into smaller files.`;
  if (error.status === 400) {
    if (error.code.startsWith('BULK.') && error.code !== 'BULK.INVALID_ROWS') return error.message;
    const fieldMessages = Object.values(error.fieldErrors).flat();
    if (fieldMessages.length > 0) return fieldMessages.join(' ');
  }
  if (error.status === 409 && error.code.startsWith('BULK.')) return error.message;
  if (error.status === 404 && error.code === 'BULK.BATCH_NOT_FOUND')
    return 'That import no longer exists. Reload the page to see your imports.';
  if (error.status === 403) return 'Only the coach who ran this import (or a site admin) can change it.';
  return friendlyMessage(error);
}

/** Rows a refused import call named, as "row 12: Give the drill a name." lines (indexes are within `sheetRows`). */
export function refusedRowMessages(error: unknown, sheetRows: readonly number[]): string[] {
  if (!isApiError(error) || error.code !== 'BULK.INVALID_ROWS') return [];
  const rows = error.details?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((entry: unknown) => {
    const { index, fields } = (entry ?? {}) as { index?: unknown; fields?: unknown };
    if (typeof index !== 'number' || typeof fields !== 'object' || fields === null) return [];
    const messages = Object.values(fields).flatMap((value) =>
      Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [],
    );
    return [`Row ${sheetRows[index] ?? index + 1}: ${messages.join(' ')}`];
  });
}
