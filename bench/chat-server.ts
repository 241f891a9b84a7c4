/**
 * One server instance for bench/chat.ts, in a process of its own (so the load generator does not
 * share its event loop). Reads BENCH_DATA_DIR (PGlite) or DATABASE_URL, and REDIS_URL; listens on
 * a free port of 127.0.0.1 and prints `{"port": n}` on stdout. Stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { benchConfig } from './app-config.ts';

const secret = process.env.BENCH_JWT_SECRET ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? '';
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 10 })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
const app = await buildApp({
  logger: false,
  database,
  redisPrefix: process.env.BENCH_REDIS_PREFIX ?? 'tb-bench:',
  requestsPerMinute: 10_000_000,
  config: benchConfig(dataDir, { jwtSecret: secret }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
