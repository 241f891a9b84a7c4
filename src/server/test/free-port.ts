import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now (the system's choice), for a server that
 * a test or a benchmark starts as a child process.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
