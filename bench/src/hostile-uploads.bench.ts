import {
  drillRow,
  heavyWorkbook,
  lieAboutSizes,
  workbookOf,
  zipBomb,
} from '../../api/src/drills/bulk-upload/bulk-test-files';
import { startRunningServer } from '../../server/src/testing/running-server';
import { round, type BenchReport } from './bench-databases';

/** BENCH_PORT, or one of this process's own: several people may run benches on one machine */
const PORT = Number(process.env.BENCH_PORT ?? 20_000 + (process.pid % 20_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The hostile spreadsheets of issue 11 (the same files as server/src/hostile-uploads.int.spec.ts) against `npm start`'s
 * server on the embedded database: a workbook of 26 columns × 48,000 rows, and a zip whose entries lie about 200 MB
 * unpacked; each alone, then both at once. Reported: time to the 400, the slowest /healthz meanwhile (polled every
 * 100 ms), and the resident memory before, at the answer and 2 s after (goals: a 400 within a second or two, RSS back
 * within 50 MB of where it was).
 */
export async function run(report: BenchReport): Promise<void> {
  // a busy shared machine starts slowly
  const server = await startRunningServer({ port: PORT, startTimeoutMs: 240_000 });
  try {
    const heavy = heavyWorkbook(48_000);
    const lying = lieAboutSizes(zipBomb(200 * 1024 * 1024));
    // One ordinary upload first: what any upload leaves behind (code loaded, buffers) is part of the baseline.
    const ordinary = await server.uploadWorkbook(await workbookOf([drillRow('Warm-up')]));
    if (ordinary.status !== 200) throw new Error(`an ordinary upload failed: ${ordinary.status} ${ordinary.code}`);
    await sleep(2_000);

    const cases: [string, Uint8Array[]][] = [
      [`workbook 26 × 48,000 (${round(heavy.length / 1024 / 1024, 1)} MB packed)`, [heavy]],
      ['zip lying about 200 MB unpacked', [lying]],
      ['both at once', [heavy, lying]],
    ];
    for (const [label, files] of cases) {
      const before = server.rssMb();
      const { result: answers, slowestHealthzMs } = await server.slowestHealthzDuring(() =>
        Promise.all(files.map((f) => server.uploadWorkbook(f))),
      );
      const atAnswer = server.rssMb();
      await sleep(2_000);
      const after = server.rssMb();
      const statuses = answers.map((a) => `${a.status} ${a.code}`).join(', ');
      report({
        name: `hostile upload, ${label}: time to the answer`,
        value: round(Math.max(...answers.map((a) => a.seconds)) * 1000, 0),
        unit: 'ms',
        note: `${statuses}; goal: a 400 within a second or two`,
      });
      report({
        name: `hostile upload, ${label}: slowest /healthz meanwhile`,
        value: round(slowestHealthzMs, 0),
        unit: 'ms',
      });
      report({
        name: `hostile upload, ${label}: RSS before / at the answer / 2 s later`,
        value: round(after, 0),
        unit: 'MB',
        note: `${round(before, 0)} / ${round(atAnswer, 0)} / ${round(after, 0)} MB; goal: within 50 MB of before`,
      });
    }
  } finally {
    await server.stop();
  }
}
