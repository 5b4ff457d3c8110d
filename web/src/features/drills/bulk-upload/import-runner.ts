import type { DrillInputDraft } from '@sideline/domain';
import type { ImportApi, UploadChoices } from './bulk-upload-api';

export interface ImportProgress {
  batchId: string | null;
  /** rows stored so far */
  done: number;
  total: number;
}

/** An import that stopped part way: what is stored stays (and can be undone); `resume` carries on. */
export class ImportInterrupted extends Error {
  override readonly name = 'ImportInterrupted';
  constructor(
    readonly progress: ImportProgress & { batchId: string },
    override readonly cause: unknown,
  ) {
    super(`Import stopped after ${progress.done} of ${progress.total} drills.`);
  }
}

export interface ImportRun {
  api: ImportApi;
  rows: readonly DrillInputDraft[];
  fileName: string;
  choices: UploadChoices;
  chunkSize: number;
  /** a chunk also stays under this many bytes of JSON (rows with diagrams are large) */
  maxChunkBytes: number;
  onProgress: (progress: ImportProgress) => void;
  /** continue an interrupted import: its batch and how many rows it already stored */
  resume?: { batchId: string; done: number };
}

/**
 * Starts a batch (or resumes one), sends the rows in chunks one after another (each chunk is all-or-nothing on
 * the server, so `done` is always exact), then completes the batch. Reports progress after every chunk.
 */
const encoder = new TextEncoder();

/** The rows from `start` that fit one call: at most `chunkSize` of them and `maxBytes` of JSON, but always one. */
export function nextChunk(
  rows: readonly DrillInputDraft[],
  start: number,
  chunkSize: number,
  maxBytes: number,
): DrillInputDraft[] {
  const chunk: DrillInputDraft[] = [];
  let bytes = 0;
  for (let i = start; i < rows.length && chunk.length < chunkSize; i++) {
    const size = encoder.encode(JSON.stringify(rows[i])).length + 1;
    if (chunk.length > 0 && bytes + size > maxBytes) break;
    chunk.push(rows[i]!);
    bytes += size;
  }
  return chunk;
}

export async function runImport({
  api,
  rows,
  fileName,
  choices,
  chunkSize,
  maxChunkBytes,
  onProgress,
  resume,
}: ImportRun): Promise<{ batchId: string; imported: number }> {
  const total = rows.length;
  const batchId = resume?.batchId ?? (await api.start({ fileName, total, ...choices })).batchId;
  let done = resume?.done ?? 0;
  onProgress({ batchId, done, total });
  try {
    while (done < total) {
      const chunk = nextChunk(rows, done, chunkSize, maxChunkBytes);
      const { imported } = await api.addRows(batchId, chunk);
      done += imported;
      onProgress({ batchId, done, total });
    }
    await api.complete(batchId);
  } catch (error) {
    throw new ImportInterrupted({ batchId, done, total }, error);
  }
  return { batchId, imported: done };
}
