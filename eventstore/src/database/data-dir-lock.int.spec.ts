import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError } from '../errors';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteDatabase } from './pglite-database';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'sideline.lock');

describe('PGlite data directory lock', () => {
  it('refuses a directory locked by a live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(lockFile(dir), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`data directory ${dir} is in use by process ${other.pid}`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirectoryInUseError);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a dead process, and releases it', async () => {
    const dir = tempDir();
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(lockFile(dir), String(dead.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('lets one PgliteDatabase at a time open a directory, and frees it on close', async () => {
    const dir = tempDir();
    const db = await PgliteDatabase.open({ dataDir: dir });
    await expect(PgliteDatabase.open({ dataDir: dir })).rejects.toThrow(`in use by process ${process.pid}`);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
