import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';

export function databaseOptionsFor(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
}

/** Opens and migrates the database the configuration names. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** Creates the admin of ADMIN_EMAIL / ADMIN_PASSWORD on first start (decisions.md). */
async function ensureConfiguredAdmin(app: FastifyInstance, config: Config) {
  if (!config.admin) return;
  if (await app.services.auth.hasAccount(config.admin.email)) return;
  try {
    const admin = await app.services.auth.upsertAdmin(config.admin);
    app.log.info(
      { email: config.admin.email, username: admin.username },
      'created the admin of ADMIN_EMAIL',
    );
  } catch (error) {
    if (error instanceof AppError)
      throw new Error(`Invalid configuration: ADMIN_PASSWORD ${error.message}`);
    throw error;
  }
}

/** Everything `npm start` does after reading the configuration: migrate, build, listen. */
export async function startServer(
  config: Config,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    authLimits: { registrationsPerIp: config.registrationsPerIpPerHour },
    requestsPerMinute: config.requestsPerMinute,
  });
  app.addHook('onClose', async () => database.close());
  try {
    await ensureConfiguredAdmin(app, config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return { app, database };
}

/** Prints the one line main.ts promises for a configuration or start-up failure. */
export function failStart(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.startsWith('Invalid configuration')
    ? message
    : `Failed to start: ${message}`;
  process.stderr.write(`${line.split('\n')[0]}\n`);
  process.exit(1);
}
