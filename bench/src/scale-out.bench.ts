// npm run bench scale-out: the cluster (server/src/cluster) on the local PostgreSQL and Redis, measured two ways each:
//   collab fan-out: one writer, receivers all on one collab instance vs split over two (through Redis);
//   commands/s: concurrent board creations sent to one api instance vs spread over two.
// Needs TEST_DATABASE_URL (or the local PostgreSQL), Redis and nginx.
import { connectCollabClient, type TestClient } from '@sideline/collab/testing/collab-test-kit';
import { call, collabToken, createBoard, signUp, type Session } from '@sideline/server/cluster/testing/cluster-client';
import { nginxAvailable, startCluster, type RunningCluster } from '@sideline/server/cluster/start-cluster';
import type { BenchReport } from './bench-databases';

const RECEIVERS = 16;
const UPDATES = 150;
const WORKERS = 16;
const COMMAND_SECONDS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Latencies (ms) from a write to its arrival at each receiver, for UPDATES writes. */
async function fanOut(
  cluster: RunningCluster,
  session: Session,
  receiverUrls: string[],
  writerUrl: string,
): Promise<number[]> {
  const boardId = await createBoard(cluster.url, session, 'Fan-out');
  const doc = `board:${boardId}`;
  const writer = await connectCollabClient(writerUrl, doc, await collabToken(cluster.url, session, doc));
  const receivers: TestClient[] = [];
  for (const url of receiverUrls)
    receivers.push(await connectCollabClient(url, doc, await collabToken(cluster.url, session, doc)));
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  for (const receiver of receivers) {
    receiver.doc.getMap<number>('ticks').observe((event) => {
      const now = performance.now();
      for (const key of event.keysChanged) {
        const sent = sentAt.get(Number(key));
        if (sent !== undefined) latencies.push(now - sent);
      }
    });
  }
  await sleep(500);
  for (let i = 0; i < UPDATES; i++) {
    sentAt.set(i, performance.now());
    writer.doc.getMap<number>('ticks').set(String(i), i);
    await sleep(20);
  }
  const deadline = Date.now() + 15_000;
  while (latencies.length < UPDATES * receivers.length && Date.now() < deadline) await sleep(50);
  for (const client of [writer, ...receivers]) client.close();
  if (latencies.length < UPDATES * receivers.length)
    throw new Error(`only ${latencies.length} of ${UPDATES * receivers.length} deliveries arrived`);
  return latencies;
}

/** Board creations per second from WORKERS concurrent loops, each sending to the next base in turn. */
async function commandsPerSecond(session: Session, bases: string[]): Promise<number> {
  let done = 0;
  let next = 0;
  const until = Date.now() + COMMAND_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until) {
        const base = bases[next++ % bases.length]!;
        const response = await call(base, '/api/boards', {
          cookie: session.cookie,
          body: { name: 'Load', sport: 'quadball', courtTemplateId: 'quadball-full' },
        });
        if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
        done++;
      }
    }),
  );
  return done / COMMAND_SECONDS;
}

export async function run(report: BenchReport) {
  if (!nginxAvailable()) {
    console.log('  skipped: nginx is not installed (apt-get install nginx)');
    return;
  }
  const cluster = await startCluster({ replicas: { api: 2, collab: 2, projections: 1 }, env: { LOG_LEVEL: 'warn' } });
  try {
    const session = await signUp(cluster.url, 'Bench coach');
    const ws = (name: string) => `${cluster.byName(name).url.replace(/^http/, 'ws')}/collab`;
    const one = await fanOut(
      cluster,
      session,
      Array.from({ length: RECEIVERS }, () => ws('collab-1')),
      ws('collab-1'),
    );
    const split = await fanOut(
      cluster,
      session,
      Array.from({ length: RECEIVERS }, (_, i) => ws(i % 2 ? 'collab-2' : 'collab-1')),
      ws('collab-1'),
    );
    report({
      name: `collab fan-out p50, ${RECEIVERS} receivers on one instance`,
      value: round(percentile(one, 0.5)),
      unit: 'ms',
    });
    report({
      name: `collab fan-out p95, ${RECEIVERS} receivers on one instance`,
      value: round(percentile(one, 0.95)),
      unit: 'ms',
    });
    report({
      name: `collab fan-out p50, split over two instances (Redis)`,
      value: round(percentile(split, 0.5)),
      unit: 'ms',
      ratio: round(percentile(split, 0.5) / percentile(one, 0.5), 2),
      note: 'split / one',
    });
    report({
      name: `collab fan-out p95, split over two instances (Redis)`,
      value: round(percentile(split, 0.95)),
      unit: 'ms',
      ratio: round(percentile(split, 0.95) / percentile(one, 0.95), 2),
      note: 'split / one',
    });

    const api1 = cluster.byName('api-1').url;
    const single = await commandsPerSecond(session, [api1]);
    const both = await commandsPerSecond(session, [api1, cluster.byName('api-2').url]);
    report({
      name: `commands/s (board creations, ${WORKERS} concurrent) on one api instance`,
      value: round(single),
      unit: 'commands/s',
    });
    report({
      name: `commands/s on two api instances`,
      value: round(both),
      unit: 'commands/s',
      ratio: round(both / single, 2),
      note: 'two / one',
    });
  } finally {
    await cluster.stop();
  }
}
