import { openDatabase } from '@sideline/eventstore';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMainConfig, planCluster, renderNginxSite, type ClusterRole, type PlannedProcess } from './cluster-plan';
import { freePort } from '../../../scripts/free-port.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ClusterOptions {
  /** a PostgreSQL URL the cluster may create a database through (default: TEST_DATABASE_URL, then the local one) */
  adminDatabaseUrl?: string;
  redisUrl?: string;
  replicas?: Partial<Record<ClusterRole, number>>;
  /** extra variables for every process: shorter debounces and leases in tests */
  env?: Record<string, string>;
  /** where logs and the nginx config go (default: a new folder under the system's temp folder) */
  dir?: string;
  /** drop the database on stop (default true) */
  dropDatabase?: boolean;
}

export interface ClusterProcess extends PlannedProcess {
  child: ChildProcess;
  /** file with the process's stdout and stderr */
  logFile: string;
  /** http://127.0.0.1:<port>: the API, or the ops endpoints of collab and projections */
  url: string;
}

export interface RunningCluster {
  /** nginx: what people open */
  url: string;
  databaseUrl: string;
  databaseName: string;
  redisPrefix: string;
  collabSecret: string;
  dir: string;
  processes: ClusterProcess[];
  nginxLog: string;
  byName(name: string): ClusterProcess;
  /** SIGKILL: the process dies without any shutdown work */
  kill(name: string): Promise<void>;
  /** SIGTERM and wait for the exit (graceful shutdown); resolves with the exit code */
  terminate(name: string): Promise<number | null>;
  /** starts a stopped process again, same port and variables, and waits until it is ready */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

async function waitReady(url: string, what: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} was not ready at ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done(child.exitCode)
      : child.once('exit', (code) => done(code)),
  );

/**
 * `npm run cluster`: a database of its own on the local PostgreSQL (sideline_cluster_<random>), two api, two collab
 * and two projections processes on free ports sharing it and Redis, and nginx in front, all on 127.0.0.1.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const adminUrl =
    options.adminDatabaseUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const suffix = randomBytes(4).toString('hex');
  const databaseName = `sideline_cluster_${suffix}`;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), `sideline-cluster-${suffix}-`));
  mkdirSync(dir, { recursive: true });
  const admin = await openDatabase({ databaseUrl: adminUrl });
  try {
    await admin.exec(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.close();
  }
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  const replicas = { api: 2, collab: 2, projections: 2, ...options.replicas };
  const ports = {
    api: await Promise.all(Array.from({ length: replicas.api }, freePort)),
    collab: await Promise.all(Array.from({ length: replicas.collab }, freePort)),
    projections: await Promise.all(Array.from({ length: replicas.projections }, freePort)),
  };
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const collabSecret = randomBytes(32).toString('base64url');
  const redisPrefix = `sideline_cluster_${suffix}`;
  const plan = planCluster({
    databaseUrl,
    redisUrl,
    redisPrefix,
    collabSecret,
    publicUrl,
    replicas,
    ports,
    ...(options.env ? { extraEnv: options.env } : {}),
  });

  const processes: ClusterProcess[] = [];
  const spawnProcess = (planned: PlannedProcess, existing?: ClusterProcess): ClusterProcess => {
    const logFile = existing?.logFile ?? join(dir, `${planned.name}.log`);
    const log = createWriteStream(logFile, { flags: 'a' });
    const [command, ...args] = planned.command;
    const child = spawn(command!, args, {
      cwd: repoRoot,
      env: { ...process.env, ...planned.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('exit', () => setTimeout(() => log.end(), 100));
    return { ...planned, child, logFile, url: `http://127.0.0.1:${planned.port}` };
  };
  const readyUrl = (p: ClusterProcess) => `${p.url}/readyz`;
  let nginx: ChildProcess | null = null;

  const stopAll = async () => {
    await Promise.all(
      processes.map(async (p) => {
        if (p.child.exitCode !== null || p.child.signalCode !== null) return;
        p.child.kill('SIGTERM');
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
        await exited(p.child);
        clearTimeout(timer);
      }),
    );
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    if (options.dropDatabase !== false) {
      const db = await openDatabase({ databaseUrl: adminUrl });
      try {
        await db.exec(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } finally {
        await db.close();
      }
    }
  };

  try {
    for (const planned of plan) processes.push(spawnProcess(planned));
    await Promise.all(processes.map((p) => waitReady(readyUrl(p), p.name, p.child)));
    const webRoot = join(repoRoot, 'web/dist');
    const template = readFileSync(join(repoRoot, 'deploy/nginx/sideline.conf.template'), 'utf8');
    const site = renderNginxSite(template, {
      listen: `127.0.0.1:${proxyPort}`,
      webRoot: existsSync(webRoot) ? webRoot : dir,
      api: processes.filter((p) => p.role === 'api').map((p) => `127.0.0.1:${p.port}`),
      collab: processes.filter((p) => p.role === 'collab').map((p) => `127.0.0.1:${p.port}`),
    });
    writeFileSync(join(dir, 'nginx.conf'), nginxMainConfig(site, dir, process.getuid?.() === 0));
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => void (nginxErrors += chunk.toString()));
    await waitReady(`${publicUrl}/readyz`, `nginx (${nginxErrors})`, nginx, 20_000);
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }

  const byName = (name: string) => {
    const found = processes.find((p) => p.name === name);
    if (!found) throw new Error(`no process ${name} (known: ${processes.map((p) => p.name).join(', ')})`);
    return found;
  };
  return {
    url: publicUrl,
    databaseUrl,
    databaseName,
    redisPrefix,
    collabSecret,
    dir,
    processes,
    nginxLog: join(dir, 'error.log'),
    byName,
    async kill(name) {
      const p = byName(name);
      p.child.kill('SIGKILL');
      await exited(p.child);
    },
    async terminate(name) {
      const p = byName(name);
      p.child.kill('SIGTERM');
      return exited(p.child);
    },
    async restart(name) {
      const index = processes.indexOf(byName(name));
      const old = processes[index]!;
      if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`${name} is still running`);
      const fresh = spawnProcess(old, old);
      processes[index] = fresh;
      await waitReady(readyUrl(fresh), name, fresh.child);
    },
    stop: stopAll,
  };
}
