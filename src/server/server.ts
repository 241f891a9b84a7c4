import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { startPeriodic } from './infra/periodic.ts';

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

/** How long a stop waits for requests in flight and sockets before it gives up (exit 1). */
export const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Drains the server when it closes (docs/decisions/024), before the database and Redis close:
 * - no new connections: the listening socket closes at once (the load balancer's next
 *   connection goes to another instance); a new request on a kept-alive connection is answered
 *   503 with `Connection: close` by Fastify, which marks itself closing before this hook;
 * - requests in flight run to their end, and each connection is closed as soon as it is idle;
 * - socket.io clients are cut at the transport, not with `socket.disconnect()`: they see
 *   "transport close" and reconnect by themselves (the web app after 3000 ms, through the load
 *   balancer, to another instance), where "io server disconnect" would tell them to stay away.
 */
function drainOnClose(app: FastifyInstance) {
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const drained = new Promise<void>((resolve) => app.server.close(() => resolve()));
    app.io.engine.close();
    app.server.closeIdleConnections();
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await drained;
    } finally {
      clearInterval(reaper);
    }
  });
}

/** How often the pending-applications reminder is swept, and how long after start the first. */
export const REMINDER_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const REMINDER_FIRST_SWEEP_MS = 60 * 1000;

/**
 * The weekly pending-applications reminder (docs/decisions/037), swept hourly by every instance:
 * each employer's mail is claimed in the database first, so instances and restarts never send
 * two in one week. Stopped before the server drains; a sweep in flight is waited for.
 */
function sweepRemindersPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'pending-applications reminders',
    intervalMs: REMINDER_SWEEP_INTERVAL_MS,
    firstDelayMs: REMINDER_FIRST_SWEEP_MS,
    task: () => app.services.pendingReminders.sweep(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/**
 * Verified employers whose last upheld complaint passed its 12 months (docs/decisions/049),
 * swept hourly by every instance: the recomputation is idempotent, so instances may overlap.
 */
function sweepVerifiedEmployersPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'verified employers',
    intervalMs: REMINDER_SWEEP_INTERVAL_MS,
    firstDelayMs: REMINDER_FIRST_SWEEP_MS,
    task: () => app.services.profiles.sweepVerifiedEmployers(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/**
 * Job posts expire (docs/decisions/058), swept hourly by every instance: expired public posts
 * are closed and week-before reminders chosen under row locks that other instances skip, so a
 * post is closed and reminded once.
 */
function sweepJobExpiryPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'job post expiry',
    intervalMs: REMINDER_SWEEP_INTERVAL_MS,
    firstDelayMs: REMINDER_FIRST_SWEEP_MS,
    task: () => app.services.jobExpiry.sweep(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/** How often each instance sends what the mail outbox holds (docs/decisions/050). */
export const OUTBOX_DRAIN_INTERVAL_MS = 10 * 1000;
const OUTBOX_FIRST_DRAIN_MS = 1000;

/**
 * The mail outbox, drained by every instance every 10 s and soon after start (mail a stopped or
 * crashed instance chose goes out then); rows are leased, so instances never send one twice.
 */
function drainOutboxPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'mail outbox',
    intervalMs: OUTBOX_DRAIN_INTERVAL_MS,
    firstDelayMs: OUTBOX_FIRST_DRAIN_MS,
    task: () => app.services.outbox.drain(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/** How often each instance looks for due job alerts (docs/decisions/053). */
export const ALERT_SWEEP_INTERVAL_MS = 60 * 1000;
const ALERT_FIRST_SWEEP_MS = 5 * 1000;

/**
 * Job alerts, swept by every instance every minute (and soon after an approval, through the
 * nudge): each search is decided in a transaction that holds it with SKIP LOCKED, so instances
 * never choose one at once, and the mail goes through the outbox.
 */
function sweepAlertsPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'job alerts',
    intervalMs: ALERT_SWEEP_INTERVAL_MS,
    firstDelayMs: ALERT_FIRST_SWEEP_MS,
    task: () => app.services.alerts.sweep(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/** How often each instance looks for daily digests due (docs/decisions/052). */
export const DIGEST_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const DIGEST_FIRST_SWEEP_MS = 30 * 1000;

/**
 * The daily notification digest (docs/decisions/052), swept every 5 minutes by every instance:
 * each person's digest of a local day has one dedupe key in the outbox, so it is chosen once.
 */
function sweepDigestsPeriodically(app: FastifyInstance) {
  const periodic = startPeriodic({
    label: 'notification digests',
    intervalMs: DIGEST_SWEEP_INTERVAL_MS,
    firstDelayMs: DIGEST_FIRST_SWEEP_MS,
    task: () => app.services.notifications.sweepDigests(),
    background: app.services.background,
  });
  app.addHook('preClose', async () => periodic.stop());
}

/** Everything `npm start` does after reading the configuration: migrate, build, listen. */
export async function startServer(
  config: Config,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openConfiguredDatabase(config);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      authLimits: { registrationsPerIp: config.registrationsPerIpPerHour },
      requestsPerMinute: config.requestsPerMinute,
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  drainOnClose(app);
  sweepRemindersPeriodically(app);
  sweepVerifiedEmployersPeriodically(app);
  sweepJobExpiryPeriodically(app);
  drainOutboxPeriodically(app);
  sweepAlertsPeriodically(app);
  sweepDigestsPeriodically(app);
  try {
    await ensureConfiguredAdmin(app, config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and sockets');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // The database closes last: after every request, socket, background task and Redis client
    // (app.close runs those hooks), so that nothing in flight finds it closed.
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
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
