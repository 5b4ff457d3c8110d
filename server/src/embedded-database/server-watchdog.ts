import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * The server runs in its own process group (so a terminal's Ctrl-C reaches Sideline first), which also means it
 * outlives a Sideline killed outright. A small watchdog process holds a pipe from Sideline: when the pipe closes
 * without the word that Sideline stopped the server itself (SIGKILL, a crash, Playwright ending its web server), it
 * asks the server for a fast shutdown. What was committed is on disk either way; this only frees the directory and
 * the memory at once.
 */
const WATCHDOG = `
const pid = Number(process.argv[1]);
let stoppedByOwner = false;
process.on('SIGINT', () => {});
process.stdin.on('data', (chunk) => { if (String(chunk).includes('stopped')) stoppedByOwner = true; });
const done = () => {
  if (!stoppedByOwner) { try { process.kill(pid, 'SIGINT'); } catch {} }
  process.exit(0);
};
process.stdin.on('end', done);
process.stdin.on('close', done);
process.stdin.on('error', done);
process.stdin.resume();
`;

export interface ServerWatchdog {
  /** Sideline stops the server itself: the watchdog leaves it alone and goes */
  release(): void;
}

export function watchServer(pid: number): ServerWatchdog {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  const pipe = watchdog.stdin as Socket;
  pipe.on('error', () => {}); // the watchdog gone first: nothing to tell it
  pipe.unref(); // the pipe never keeps Sideline running
  return {
    release() {
      pipe.end('stopped\n');
    },
  };
}
