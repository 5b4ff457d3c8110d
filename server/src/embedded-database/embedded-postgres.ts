import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';
import { postgresBinaries } from './postgres-binaries';
import { watchServer } from './server-watchdog';

/** A PostgreSQL server this process started in `DATA_DIR/postgres` and stops with `stop()`. */
export interface EmbeddedPostgres {
  /** connection URL (127.0.0.1, a port picked at start, a password kept in DATA_DIR) */
  url: string;
  /** fast shutdown: open sessions end, everything committed is on disk */
  stop(): Promise<void>;
}

const USER = 'sideline';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * PostgreSQL 15 in the data directory, as durable as any: fsync and synchronous commit stay on. It listens on
 * 127.0.0.1 only (no Unix socket), with a password made at first start. Started in its own process group, so a
 * Ctrl-C reaches Sideline alone, which stops the database after its own clean stop; a watchdog stops it when Sideline
 * dies without stopping it (server-watchdog.ts).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const runAs = osUserFor();
  const binaries = postgresBinaries(runAs !== null);
  const passwordFile = join(options.dataDir, 'postgres-password');
  mkdirSync(options.dataDir, { recursive: true });
  // The server runs as `postgres` when Sideline runs as root: it must be able to enter DATA_DIR.
  if (runAs) chmodSync(options.dataDir, 0o711);
  const dir = clusterDirectory(options.dataDir, runAs, options.log);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    options.log(`Creating the PostgreSQL database in ${dir} (once)…`);
    initialise(binaries.initdb, dir, passwordFile, runAs);
  }
  await stopOrphan(dir);
  const password = readFileSync(passwordFile, 'utf8').trim();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await launch(binaries.postgres, dir, port, runAs);
      const watchdog = watchServer(server.pid!);
      const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
      // For the ops scripts (backup, restore drill) while Sideline runs: where this start's database listens.
      const urlFile = join(options.dataDir, 'postgres-url');
      writeFileSync(urlFile, `${url}\n`, { mode: 0o600 });
      return {
        url,
        async stop() {
          rmSync(urlFile, { force: true });
          watchdog.release();
          await stopServer(server);
        },
      };
    } catch (error) {
      // Another program took the port between the check and the server's own listen: try another.
      if (attempt < 3 && /could not (bind|create listen socket)/i.test((error as Error).message)) continue;
      throw error;
    }
  }
}

interface OsUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` system user (made by any PostgreSQL package). */
function osUserFor(): OsUser | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Sideline runs as root, and PostgreSQL will not: create a "postgres" system user ' +
        '(useradd --system postgres), or run npm start as a normal user.',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Where the root start keeps clusters whose DATA_DIR the `postgres` user cannot enter. */
const OUTSIDE_CLUSTERS = '/var/lib/sideline';

/**
 * Where the cluster's files are: `DATA_DIR/postgres`, unless Sideline runs as root and a folder on the way to DATA_DIR
 * is closed to other users (a clone in /root, or in a `mktemp -d` folder): the server, running as `postgres`, could not
 * enter it. Then the files go to a folder of their own under /var/lib/sideline, named by DATA_DIR's path, and
 * `DATA_DIR/postgres` links to it; nothing else about DATA_DIR changes (its password, its lock, its backups).
 */
function clusterDirectory(dataDir: string, runAs: OsUser | null, log: (line: string) => void) {
  const inside = join(dataDir, 'postgres');
  if (!runAs || reachableBy(dirname(resolve(dataDir)), runAs)) return inside;
  // Where an earlier start put it (DATA_DIR may have been moved or renamed since, the link goes with it).
  if (isLink(inside)) return readlinkSync(inside);
  if (existsSync(inside)) {
    throw new Error(
      `The postgres user cannot enter ${dataDir} to run ${inside}: open a folder above it to others (chmod o+x).`,
    );
  }
  const name = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const outside = join(OUTSIDE_CLUSTERS, `postgres-${name}`);
  mkdirSync(OUTSIDE_CLUSTERS, { recursive: true, mode: 0o711 });
  chmodSync(OUTSIDE_CLUSTERS, 0o711);
  // A cluster left by a DATA_DIR of that path that was deleted: set aside, never opened as this one's.
  if (existsSync(outside)) {
    renameSync(outside, `${outside}.orphan-${Date.now()}`);
    log(`Set aside ${outside}: a PostgreSQL cluster of an earlier ${dataDir} that is gone.`);
  }
  symlinkSync(outside, inside);
  log(
    `The postgres user cannot enter ${dataDir} (a folder above it is closed), so its PostgreSQL files are in ${outside}.`,
  );
  return outside;
}

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** Can `user` enter `dir` and every folder above it (search permission on each)? */
function reachableBy(dir: string, user: OsUser): boolean {
  for (let at = dir; ; at = dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const may = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!may) return false;
    if (dirname(at) === at) return true;
  }
}

/** initdb into a scratch directory renamed into place when done: a start cut off halfway leaves nothing half made. */
function initialise(initdb: string, dir: string, passwordFile: string, runAs: OsUser | null): void {
  const scratch = `${dir}.init-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const pwfile = join(scratch, '..', `.pwfile-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(scratch, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  try {
    const result = spawnSync(
      initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      // from a folder the server's user can enter (the start's own may be closed to it)
      { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, cwd: dirname(scratch), ...(runAs ?? {}) },
    );
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.error?.message}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  renameSync(scratch, dir);
}

/**
 * A server left running by a Sideline that was killed (SIGKILL, a power cut of the terminal) still holds the
 * directory: the data-directory lock says no Sideline runs on it now, so that server is stopped (fast shutdown).
 */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale: PostgreSQL removes it itself
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) left running in ${dir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function launch(postgres: string, dir: string, port: number, runAs: OsUser | null): Promise<ChildProcess> {
  const child = spawn(
    postgres,
    ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    {
      detached: true,
      cwd: dirname(dir),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
      ...(runAs ?? {}),
    },
  );
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      reject(new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s:\n${said}`));
    }, READY_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-4_000);
      if (!said.includes('ready to accept connections')) return;
      clearTimeout(timer);
      child.stderr.off('data', onOutput);
      child.stderr.resume(); // keep draining what it logs later
      child.off('exit', onExit);
      resolve(child);
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL stopped at start (exit code ${code}):\n${said.trim()}`));
    };
    child.stderr.on('data', onOutput);
    child.once('exit', onExit);
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  const timeout = setTimeout(() => server.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timeout);
}
