import { createServer } from 'node:net';

/**
 * A port nothing on 127.0.0.1 listens on right now, as the system picks one, for an app a test starts itself.
 * Fixed offsets from the shared app's port met other software's ports on a real machine (Erlang's epmd on 4369).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
