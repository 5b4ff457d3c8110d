// A port nothing on 127.0.0.1 listens on right now, as the system picks one: for the browser tests' shared app
// (npm test) and for apps a test starts itself. Fixed ports met other software's on a real machine (epmd on 4369).
import { createServer } from 'node:net';

export function freePort() {
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
