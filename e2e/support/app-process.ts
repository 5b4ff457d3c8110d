import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface AppProcess {
  url: string;
  dataDir: string;
  output(): string;
  /** SIGINT (as Ctrl-C) and wait for the exit code */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `npm start`'s server in its own process with its own data directory, for tests that need special settings. */
export async function startAppProcess(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sideline-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${options.port}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const started = await Promise.race([
    (async () => {
      while (!/is running at/.test(output)) await new Promise((r) => setTimeout(r, 100));
      return true;
    })(),
    exited.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(false), 90_000)),
  ]);
  if (!started) {
    child.kill('SIGKILL');
    throw new Error(`the app did not start:\n${output}`);
  }
  return {
    url: `http://localhost:${options.port}`,
    dataDir,
    output: () => output,
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
