import type { DrillInputDraft } from '@sideline/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ImportApi } from './bulk-upload-api';
import { ImportInterrupted, nextChunk, runImport, type ImportProgress } from './import-runner';

const rows: DrillInputDraft[] = Array.from({ length: 7 }, (_, i) => ({ name: `Drill ${i}` }));
const choices = { sport: 'quadball', visibility: 'public' } as const;

function fakeApi(failOnCall?: number): ImportApi & { calls: DrillInputDraft[][] } {
  const calls: DrillInputDraft[][] = [];
  return {
    calls,
    start: vi.fn(async () => ({ batchId: 'b1' })),
    addRows: vi.fn(async (_batchId: string, chunk: DrillInputDraft[]) => {
      calls.push(chunk);
      if (calls.length === failOnCall) throw new Error('network');
      return { imported: chunk.length, drillIds: chunk.map((_, i) => `d${i}`) };
    }),
    complete: vi.fn(async () => ({})),
  };
}

describe('running an import', () => {
  it('cuts chunks by row count and by size, never leaving a big row behind', () => {
    const big: DrillInputDraft = { name: 'x'.repeat(600) };
    const mixed = [rows[0]!, big, rows[1]!, big, big, rows[2]!];
    expect(nextChunk(mixed, 0, 10, 1_000).map((r) => r.name?.toString().length)).toEqual([7, 600, 7]);
    expect(nextChunk(mixed, 3, 10, 1_000)).toHaveLength(1);
    expect(nextChunk([{ name: 'y'.repeat(5_000) }], 0, 10, 1_000)).toHaveLength(1);
    expect(nextChunk(rows, 5, 3, 1_000_000)).toHaveLength(2);
  });

  it('starts a batch, sends chunks one after another with progress, then completes', async () => {
    const api = fakeApi();
    const progress: ImportProgress[] = [];
    const result = await runImport({
      api,
      rows,
      fileName: 'f.csv',
      choices,
      chunkSize: 3,
      maxChunkBytes: 1_000_000,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ batchId: 'b1', imported: 7 });
    expect(api.start).toHaveBeenCalledWith({ fileName: 'f.csv', total: 7, sport: 'quadball', visibility: 'public' });
    expect(api.calls.map((chunk) => chunk.length)).toEqual([3, 3, 1]);
    expect(progress.map((p) => p.done)).toEqual([0, 3, 6, 7]);
    expect(api.complete).toHaveBeenCalledWith('b1');
  });

  it('stops at a failed chunk, saying exactly how much is stored, and resumes from there', async () => {
    const api = fakeApi(2);
    const failure = await runImport({
      api,
      rows,
      fileName: 'f.csv',
      choices,
      chunkSize: 3,
      maxChunkBytes: 1_000_000,
      onProgress: () => {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportInterrupted);
    expect((failure as ImportInterrupted).progress).toEqual({ batchId: 'b1', done: 3, total: 7 });
    expect(api.complete).not.toHaveBeenCalled();

    const again = fakeApi();
    const result = await runImport({
      api: again,
      rows,
      fileName: 'f.csv',
      choices,
      chunkSize: 3,
      maxChunkBytes: 1_000_000,
      onProgress: () => {},
      resume: { batchId: 'b1', done: 3 },
    });
    expect(again.start).not.toHaveBeenCalled();
    expect(again.calls.map((chunk) => chunk.map((row) => row.name))).toEqual([
      ['Drill 3', 'Drill 4', 'Drill 5'],
      ['Drill 6'],
    ]);
    expect(result.imported).toBe(7);
  });
});
