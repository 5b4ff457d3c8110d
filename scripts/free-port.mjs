// A port nothing on 127.0.0.1 listens on right now: for the browser tests' shared app (npm test), the cluster test's
// processes and apps a test starts itself. Fixed ports met other software's on a real machine (epmd on 4369).
//
// Ports come from below the system's ephemeral range (Linux hands out 32768–60999 to outgoing connections, other
// systems 49152 and up): a port the system picked with listen(0) is an ephemeral one, and between the check and the
// child's own listen an outgoing connection (a database pool, Redis) may take it — a cluster process then died with
// EADDRINUSE. A port is also never handed out twice by one process.
import { createServer } from 'node:net';

const LOW = 20_000;
const HIGH = 32_767;
const handedOut = new Set();

function listensFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await listensFree(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
