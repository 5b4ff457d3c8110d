import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillRow, heavyWorkbook, lieAboutSizes, workbookOf, zipBomb } from '../../api/src/drills/bulk-upload/bulk-test-files';

/**
 * Hostile uploads against the real server process (`npm start`'s, embedded database): a workbook of 26 columns ×
 * 48,000 rows and a zip lying about 200 MB unpacked are each refused with a 400, the server keeps answering
 * meanwhile, and its resident memory comes back to where it was.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const PORT = 3471;
const base = `http://127.0.0.1:${PORT}`;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('hostile uploads to the running server', () => {
  let child: ChildProcess;
  let dataDir: string;
  let cookie = '';
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sideline-hostile-'));
    child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '', PUBLIC_URL: base },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c));
    child.stderr!.on('data', (c: Buffer) => (output += c));
    const deadline = Date.now() + 90_000;
    while (!/is running at/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await sleep(100);
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (bytes: Uint8Array) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/drills/bulk-upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ fileName: 'drills.xlsx', contentBase64: Buffer.from(bytes).toString('base64'), sport: 'quadball', visibility: 'private' }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { code: string } }, seconds: (performance.now() - started) / 1000 };
  };

  it('refuses a 26 × 48,000 workbook and a zip lying about 200 MB with a 400, keeps answering, and gives its memory back', { timeout: 180_000 }, async () => {
    const heavy = heavyWorkbook(48_000);
    const lying = lieAboutSizes(zipBomb(200 * 1024 * 1024));
    expect(heavy.length).toBeLessThan(8 * 1024 * 1024);
    expect(heavy.length).toBeGreaterThan(3 * 1024 * 1024);
    console.log(`heavy workbook: ${(heavy.length / 1024 / 1024).toFixed(1)} MB packed`);

    // One ordinary upload first: what any upload leaves behind (code loaded, buffers) is part of the baseline.
    const ordinary = await upload(await workbookOf([drillRow('Warm-up')]));
    expect(ordinary.status).toBe(200);
    await sleep(2_000);
    const before = rssMb(child.pid!);

    let slowestHealthz = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${base}/healthz`);
        slowestHealthz = Math.max(slowestHealthz, performance.now() - started);
        await sleep(100);
      }
    })();
    const [heavyAnswer, lyingAnswer] = await Promise.all([upload(heavy), upload(lying)]);
    polling = false;
    await poll;

    console.log(`warm-up ${ordinary.seconds.toFixed(2)} s; heavy ${heavyAnswer.seconds.toFixed(2)} s; lying ${lyingAnswer.seconds.toFixed(2)} s; slowest healthz ${slowestHealthz.toFixed(0)} ms`);
    expect(heavyAnswer.status).toBe(400);
    expect(heavyAnswer.body.error?.code).toMatch(/^BULK\.(TOO_MANY_ROWS|FILE_TOO_COMPLEX)$/);
    expect(lyingAnswer.status).toBe(400);
    expect(lyingAnswer.body.error?.code).toBe('BULK.FILE_TOO_COMPLEX');
    // Generous bounds (a busy CI machine): the old code died of heap exhaustion or blocked every request for seconds.
    // The figures themselves are printed above and recorded in bench/RESULTS.md.
    expect(Math.max(heavyAnswer.seconds, lyingAnswer.seconds)).toBeLessThan(15);
    expect(slowestHealthz).toBeLessThan(2_500);
    console.log(
      `heavy ${(heavy.length / 1024 / 1024).toFixed(1)} MB: ${heavyAnswer.body.error?.code} in ${heavyAnswer.seconds.toFixed(2)} s; lying: ${lyingAnswer.seconds.toFixed(2)} s; slowest healthz ${slowestHealthz.toFixed(0)} ms`,
    );

    // Memory comes back: the threads that read the files are gone with their heaps.
    let after = rssMb(child.pid!);
    for (let i = 0; i < 20 && after > before + 50; i++) {
      await sleep(500);
      after = rssMb(child.pid!);
    }
    console.log(`RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
    expect(after).toBeLessThan(before + 50);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
