import { csvSheet } from '@sideline/api/drills/bulk-upload/csv-sheet';
import { openTestApi } from '@sideline/api/testing/test-api';
import {
  BULK_TEMPLATE_HEADERS,
  DRILL_STREAM_TYPE,
  bulkTemplateRows,
  drillInputSchema,
  drillStreamId,
  parseDrillSheet,
  type DrillInput,
} from '@sideline/domain';
import { randomUUID } from 'node:crypto';
import { benchTargets, round, type BenchReport } from './bench-databases';

const PREVIEW_ROWS = 5_000;
const IMPORT_ROWS = 1_000;
const CHUNK = 250;

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function fiveThousandRowCsv(): string {
  const [example] = bulkTemplateRows('quadball');
  const rows = Array.from({ length: PREVIEW_ROWS }, (_, i) => [`Drill ${i + 1}`, ...example!.slice(1)]);
  return [BULK_TEMPLATE_HEADERS, ...rows].map((row) => row.map(quote).join(',')).join('\n');
}

function medianMs(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

const drill = (i: number): DrillInput => ({
  sport: 'quadball',
  name: `Bench drill ${i}`,
  briefDescription: 'Measured.',
  drillTypes: ['Warmup'],
  skillLevels: ['Beginner'],
  lengthMin: 5,
  lengthMax: 10,
  playersMin: 2,
  skills: ['Passing'],
  positions: ['Chaser'],
});

/**
 * Bulk upload: (1) parsing and validating a 5,000-row CSV for the preview, as a ratio of splitting the same text
 * on commas and newlines; (2) importing 1,000 drills through the API in calls of 250 (each call one transaction,
 * then a wait for the drill list), as a ratio of appending the same DrillCreated events directly.
 */
export async function run(report: BenchReport): Promise<void> {
  const csv = fiveThousandRowCsv();
  const naive = medianMs(5, () => csv.split('\n').map((line) => line.split(',')));
  const parse = medianMs(5, () => parseDrillSheet(csvSheet(csv), { sport: 'quadball', visibility: 'public' }));
  report({
    name: `preview parse of ${PREVIEW_ROWS} CSV rows`,
    value: round(parse, 0),
    unit: 'ms',
    ratio: round(parse / naive, 1),
    note: 'ratio: × a naive comma split',
  });

  for (const target of benchTargets()) {
    const api = await openTestApi(target);
    try {
      const cookie = await api.signUp(`bench-${randomUUID().slice(0, 8)}@example.com`);
      const start = await api.request({
        method: 'POST',
        url: '/api/drills/import-batches',
        cookie,
        body: { fileName: 'bench.csv', sport: 'quadball', visibility: 'public', total: IMPORT_ROWS },
      });
      const batchId = start.body.batchId as string;
      const viaApi = performance.now();
      for (let done = 0; done < IMPORT_ROWS; done += CHUNK) {
        const rows = Array.from({ length: CHUNK }, (_, i) => drill(done + i));
        const response = await api.request({
          method: 'POST',
          url: `/api/drills/import-batches/${batchId}/rows`,
          cookie,
          body: { rows },
        });
        if (response.status !== 200)
          throw new Error(`import call failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      const apiSeconds = (performance.now() - viaApi) / 1000;

      const metadata = {
        actorId: null,
        commandId: randomUUID(),
        correlationId: 'bench',
        causationId: null,
        at: new Date().toISOString(),
      };
      const raw = performance.now();
      for (let done = 0; done < IMPORT_ROWS; done += CHUNK) {
        await api.core.db.transaction(async (tx) => {
          for (let i = 0; i < CHUNK; i++) {
            const drillId = randomUUID();
            const { visibility, editableByOthers, variationOf, ...content } = drillInputSchema.parse(drill(done + i));
            const data = {
              drillId,
              ownerId: 'bench',
              content,
              visibility,
              editableByOthers,
              variationOf,
              importBatchId: null,
            };
            await api.core.store.append(
              drillStreamId(drillId),
              [{ eventId: randomUUID(), type: 'DrillCreated', data, metadata }],
              { expectedVersion: 'no_stream', streamType: DRILL_STREAM_TYPE, tx },
            );
          }
        });
      }
      const rawSeconds = (performance.now() - raw) / 1000;
      const rate = IMPORT_ROWS / apiSeconds;
      report({
        name: `${target.name}: import via API, calls of ${CHUNK}`,
        value: round(rate, 0),
        unit: 'drills/s',
        ratio: round(rate / (IMPORT_ROWS / rawSeconds), 2),
        note: 'ratio: × raw appends of the same events',
      });
    } finally {
      await api.close();
    }
  }
}
