import {
  drillRow,
  heavyWorkbook,
  lieAboutSizes,
  workbookOf,
  zipBomb,
} from '../../api/src/drills/bulk-upload/testing/bulk-test-files';
import * as Y from 'yjs';
import {
  openRawSocket,
  rawMessages,
  readServerNotice,
  type RawSocket,
} from '../../collab/src/testing/raw-collab-socket';
import { startRunningServer, type RunningServer } from '../../server/src/testing/running-server';
import { round, type BenchReport } from './bench-databases';
import { previewAttack } from './hostile-preview';

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
  const server = await startRunningServer({
    port: PORT,
    startTimeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 240_000),
  });
  try {
    // HOSTILE=preview: the recurrence preview attack alone (issue 25), without the spreadsheets.
    if (process.env.HOSTILE === 'preview') return await previewAttack(server, report);
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
    await previewAttack(server, report);
    await collaborationFlood(server, report);
  } finally {
    await server.stop();
  }
}

const FLOOD_MS = 15_000;
const FLOOD_UPDATE_BYTES = 1.5 * 1024 * 1024;

const FLOOD_ROUNDS = 3;

/**
 * Issue 25 item 2 against the same server: the demo coach floods a board of their own with 1.5 MB Yjs updates ten times
 * a second over a raw socket for 15 s, opening a new socket whenever one is closed (a hostile client would); three
 * rounds, each on a new board. Reported (min / median / max of the rounds): time to the first refusal (socket closed,
 * or the document refused), the slowest /healthz meanwhile, and the RSS before, at the peak and 2 s after (goals:
 * refused within a second, /healthz within a second, memory bounded).
 */
export async function collaborationFlood(server: RunningServer, report: BenchReport): Promise<void> {
  const rounds: FloodRound[] = [];
  for (let i = 0; i < FLOOD_ROUNDS; i++) rounds.push(await floodRound(server));
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      value: round(sorted[Math.floor(sorted.length / 2)]!, 0),
      note: `min ${round(sorted[0]!, 0)}, median ${round(sorted[Math.floor(sorted.length / 2)]!, 0)}, max ${round(sorted.at(-1)!, 0)}`,
    };
  };
  const refusal = spread(rounds.map((r) => r.refusedAfterMs ?? -1));
  report({
    name: 'collaboration flood: time to the first refusal',
    unit: 'ms',
    ...refusal,
    note: `${refusal.note}; ${rounds.map((r) => r.note).join(' | ')}`,
  });
  report({
    name: 'collaboration flood: slowest /healthz meanwhile',
    unit: 'ms',
    ...spread(rounds.map((r) => r.slowestHealthzMs)),
  });
  for (const [label, pick] of [
    ['before', (r: FloodRound) => r.before],
    ['at the peak', (r: FloodRound) => r.peak],
    ['2 s after', (r: FloodRound) => r.after],
  ] as const) {
    report({ name: `collaboration flood: RSS ${label}`, unit: 'MB', ...spread(rounds.map(pick)) });
  }
}

interface FloodRound {
  refusedAfterMs: number | null;
  slowestHealthzMs: number;
  before: number;
  peak: number;
  after: number;
  note: string;
}

async function floodRound(server: RunningServer): Promise<FloodRound> {
  const headers = { 'content-type': 'application/json', origin: server.base };
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${server.base}/api/boards`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      name: 'Flooded board',
      sport: 'quadball',
      courtTemplateId: 'quadball-full',
      visibility: 'private',
    }),
  });
  const { board } = (await created.json()) as { board: { documentName: string } };
  const issued = await fetch(`${server.base}/api/collab/token`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ documentName: board.documentName }),
  });
  const { token } = (await issued.json()) as { token: string };
  const url = `${server.base.replace(/^http/, 'ws')}/collab`;
  const filler = 'x'.repeat(FLOOD_UPDATE_BYTES);

  await sleep(2_000);
  const before = server.rssMb();
  let peak = before;
  let refusedAfterMs: number | null = null;
  let sent = 0;
  let sockets = 0;
  const started = performance.now();
  const refused = (what: string) => {
    refusedAfterMs ??= performance.now() - started;
    refusals.add(what);
  };
  const refusals = new Set<string>();
  const { slowestHealthzMs } = await server.slowestHealthzDuring(async () => {
    let raw: RawSocket | null = null;
    let closed = true;
    for (let i = 0; performance.now() - started < FLOOD_MS; i++) {
      peak = Math.max(peak, server.rssMb());
      if (closed) {
        raw?.close();
        raw = await openRawSocket(url).catch(() => null);
        if (!raw) break;
        sockets++;
        closed = false;
        const opened = raw;
        void opened.closed.then(({ code, reason }) => {
          if (code !== 1006) refused(`socket ${code} ${reason}`);
          if (raw === opened) closed = true;
        });
        opened.socket.on('message', (data: Buffer) => {
          const notice = readServerNotice(new Uint8Array(data));
          if (!notice?.closed) return;
          refused(`document ${notice.closed}`);
          if (raw === opened) closed = true;
        });
        opened.send(rawMessages.auth(board.documentName, token));
      }
      const doc = new Y.Doc();
      doc.getMap('assets').set(`image-${i}`, filler);
      if (raw!.socket.readyState === raw!.socket.OPEN) {
        raw!.send(rawMessages.update(board.documentName, Y.encodeStateAsUpdate(doc)));
        sent++;
      }
      doc.destroy();
      await sleep(100);
    }
    raw?.close();
  });
  peak = Math.max(peak, server.rssMb());
  await sleep(2_000);
  const after = server.rssMb();
  const note = `${sent} updates over ${sockets} sockets, ${[...refusals].join(', ') || 'never refused'}`;
  return { refusedAfterMs, slowestHealthzMs, before, peak, after, note };
}
