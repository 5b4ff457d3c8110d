import { BULK_LIMITS, BULK_UPLOAD_BODY_LIMIT } from '@sideline/domain';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { reportError } from '../../../sentry';
import { importApi, type ImportApi } from './bulk-upload-api';
import { bulkErrorMessage, refusedRowMessages } from './bulk-error-message';
import { ImportInterrupted, nextChunk, runImport, type ImportProgress } from './import-runner';
import { isValidRow, type PreviewState } from './preview-state';

/** Leaves room under the rows route's body limit for the JSON around the rows. */
const MAX_CHUNK_BYTES = BULK_UPLOAD_BODY_LIMIT - 256 * 1024;

export type ImportView =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ImportProgress }
  | { phase: 'done'; batchId: string; imported: number }
  | { phase: 'interrupted'; progress: ImportProgress & { batchId: string }; message: string; rowMessages: string[] };

/** Runs "Import N drills" for the page: progress per chunk, a readable stop, and carrying on from where it stopped. */
export function useBulkImport(onSettled: () => void, api: ImportApi = importApi) {
  const [view, setView] = useState<ImportView>({ phase: 'idle' });

  const run = useCallback(
    async (state: PreviewState, resume?: { batchId: string; done: number }) => {
      const rows = state.rows.filter(isValidRow);
      setView({
        phase: 'running',
        progress: { batchId: resume?.batchId ?? null, done: resume?.done ?? 0, total: rows.length },
      });
      try {
        const result = await runImport({
          api,
          rows: rows.map((row) => row.input),
          fileName: state.fileName,
          choices: state.choices,
          chunkSize: BULK_LIMITS.rowsPerChunk,
          maxChunkBytes: MAX_CHUNK_BYTES,
          onProgress: (progress) => setView({ phase: 'running', progress }),
          ...(resume ? { resume } : {}),
        });
        setView({ phase: 'done', ...result });
      } catch (error) {
        const cause = error instanceof ImportInterrupted ? error.cause : error;
        // Anything but an answer the page explains (4xx) is a bug or an outage worth reporting.
        if (!isApiError(cause) || cause.status >= 500 || cause.isNetworkError) reportError(cause, 'manual');
        if (error instanceof ImportInterrupted) {
          const sent = nextChunk(
            rows.map((row) => row.input),
            error.progress.done,
            BULK_LIMITS.rowsPerChunk,
            MAX_CHUNK_BYTES,
          );
          const chunkRows = rows.slice(error.progress.done, error.progress.done + sent.length).map((row) => row.row);
          setView({
            phase: 'interrupted',
            progress: error.progress,
            message: bulkErrorMessage(cause),
            rowMessages: refusedRowMessages(cause, chunkRows),
          });
        } else {
          setView({
            phase: 'interrupted',
            progress: { batchId: '', done: 0, total: rows.length },
            message: bulkErrorMessage(cause),
            rowMessages: [],
          });
        }
      } finally {
        onSettled();
      }
    },
    [api, onSettled],
  );

  const reset = useCallback(() => setView({ phase: 'idle' }), []);
  return { view, run, reset };
}
