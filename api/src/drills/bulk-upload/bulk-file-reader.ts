import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError, type ErrorKind } from '@sideline/domain';
import { bulkFileError } from './bulk-file-errors';
import type { BulkFile } from './bulk-upload-file';

export interface BulkFileReaderOptions {
  /** files read at the same time (each in its own thread) */
  concurrency: number;
  /** files waiting for a thread; one more is answered 503 at once */
  maxWaiting: number;
  /** a file not read by then is refused (its thread is stopped) */
  deadlineMs: number;
  /** the thread's heap; a file that needs more is refused */
  heapMb: number;
}

export const BULK_FILE_READER_DEFAULTS: BulkFileReaderOptions = {
  concurrency: 2,
  maxWaiting: 8,
  deadlineMs: 20_000,
  heapMb: 192,
};

type WorkerAnswer =
  | { ok: true; file: BulkFile }
  | { ok: false; refusal: { kind: ErrorKind; code: string; message: string; details?: Record<string, unknown> } }
  | { ok: false; failure: string };

// Worker threads do not inherit the TypeScript loader the process runs under: the thread registers it first.
// (require.resolve names tsx's CommonJS build; its ES module build sits beside it.)
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const workerEntry = new URL('./bulk-file-worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerEntry)}); })`;

const tooBig = () =>
  bulkFileError(
    'BULK.FILE_TOO_COMPLEX',
    'This file needs more memory to read than an upload may use, so it was not opened. Split it into smaller files, or upload it as CSV.',
  );
const tooSlow = (seconds: number) =>
  bulkFileError(
    'BULK.FILE_TOO_COMPLEX',
    `Reading this file took longer than ${seconds} seconds, so it was stopped. Split it into smaller files, or upload it as CSV.`,
  );
const busy = () =>
  new DomainError('unavailable', 'BULK.BUSY', 'Many files are being read right now. Try again in a moment.', {
    retryAfterSeconds: 5,
  });

/**
 * Reads uploaded files off the main thread: each file in a worker thread of its own with a heap limit and a
 * deadline, a few at a time, the rest waiting in a short queue (beyond it: 503). A hostile file costs its own
 * thread, never the API's heap or event loop; when the thread ends its memory goes with it.
 */
export class BulkFileReader {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: BulkFileReaderOptions = BULK_FILE_READER_DEFAULTS) {}

  async read(fileName: string, bytes: Uint8Array): Promise<BulkFile> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await this.inWorker(fileName, bytes);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** A thread booted ahead of time (loading the reader takes a few hundred ms), used by the next file. */
  private spare: Worker | null = null;

  private boot(): Worker {
    const worker = new Worker(BOOT, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    // an idle spare that dies (or never boots) is simply replaced by the next file's own thread
    worker.on('error', () => {
      if (this.spare === worker) this.spare = null;
    });
    worker.unref();
    return worker;
  }

  private inWorker(fileName: string, bytes: Uint8Array): Promise<BulkFile> {
    const worker = this.spare ?? this.boot();
    this.spare = null;
    worker.ref();
    // The bytes move to the thread (no copy) when they own their buffer, as a decoded upload does.
    const owned =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const copy = owned ? bytes : new Uint8Array(bytes);
    return new Promise<BulkFile>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        worker.removeAllListeners('message');
        void worker.terminate();
        if (this.spare === null) this.spare = this.boot();
        outcome();
      };
      const deadline = setTimeout(
        () => settle(() => reject(tooSlow(Math.round(this.options.deadlineMs / 1000)))),
        this.options.deadlineMs,
      );
      worker.on('message', (answer: WorkerAnswer | { ready: true }) => {
        if ('ready' in answer) return;
        settle(() => {
          if (answer.ok) resolve(answer.file);
          else if ('refusal' in answer)
            reject(
              new DomainError(answer.refusal.kind, answer.refusal.code, answer.refusal.message, answer.refusal.details),
            );
          else reject(new Error(`Reading an uploaded file failed: ${answer.failure}`));
        });
      });
      worker.once('error', (error: Error & { code?: string }) =>
        settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : error)),
      );
      worker.once('exit', () => settle(() => reject(tooBig())));
      // Messages wait in the port until the thread's module loaded and listens: no need to wait for "ready".
      worker.postMessage({ fileName, bytes: copy }, [copy.buffer as ArrayBuffer]);
    });
  }
}

/** The process's one reader: the concurrency limit holds across all requests. */
export const bulkFileReader = new BulkFileReader();
