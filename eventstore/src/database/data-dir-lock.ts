import fs from 'node:fs';
import path from 'node:path';
import { DataDirectoryInUseError } from '../errors';

const LOCK_FILE = 'sideline.lock';

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite is one Postgres session inside one process: two processes on one directory corrupt it.
 * The lock file holds our PID; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return lockHeldAt(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder !== undefined && isAlive(holder)) throw new DataDirectoryInUseError(dataDir, holder);
    // Stale (or unreadable) lock: remove it and race for a fresh one.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`could not take the lock file ${lockPath}`);
}

function lockHeldAt(lockPath: string): DataDirLock {
  const releaseOnExit = () => removeIfOurs(lockPath);
  process.once('exit', releaseOnExit);
  return {
    release() {
      process.off('exit', releaseOnExit);
      removeIfOurs(lockPath);
    },
  };
}

function removeIfOurs(lockPath: string): void {
  if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
