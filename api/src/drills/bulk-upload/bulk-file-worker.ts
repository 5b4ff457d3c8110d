/**
 * Runs in a worker thread (see bulk-file-reader.ts): waits for one uploaded file, reads it and posts its rows
 * back, or the refusal. A file that would use too much memory kills only this thread; the server goes on.
 */
import { parentPort } from 'node:worker_threads';
import { isDomainError } from '@sideline/domain/shared/errors';
import { readBulkFile } from './bulk-upload-file';

parentPort!.once('message', ({ fileName, bytes }: { fileName: string; bytes: Uint8Array }) => {
  try {
    parentPort!.postMessage({ ok: true, file: readBulkFile(fileName, bytes) });
  } catch (error) {
    parentPort!.postMessage(
      isDomainError(error)
        ? { ok: false, refusal: { kind: error.kind, code: error.code, message: error.message, details: error.details } }
        : { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
});
parentPort!.postMessage({ ready: true });
