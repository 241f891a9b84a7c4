import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminClient, databaseUrlWithName } from '../test/postgres.ts';

export { freePort } from '../test/free-port.ts';

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), with the same
 * settings as playwright.config.ts's webServer: for the tests that kill, stop and restart it.
 * Ports come from the caller: `freePort()`, so that a server left over from an interrupted run
 * (or anything else listening) cannot answer in the test's place.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ADMIN = {
  email: 'reliability.admin@example.com',
  password: 'Granite-Lantern-Orbit-2026',
};

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** The last 8 kB the process wrote to stderr. */
  stderr(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (SIGKILL: a crash; SIGTERM: a stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string | undefined>;
}): ServerProcess {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    // The suite's own settings must not leak into the child: it gets exactly these.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: SERVER_ADMIN.email,
    ADMIN_PASSWORD: SERVER_ADMIN.password,
    LOG_LEVEL: 'warn',
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    ...options.env,
  })) {
    if (value !== undefined) env[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${options.port}`,
    child,
    stderr: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the server and waits until it answers /api/health/ready. */
export async function startServer(
  options: Parameters<typeof spawnServer>[0],
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const server = spawnServer(options);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}): ${server.stderr()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health/ready`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not become ready in time: ${server.stderr()}`);
}

/** A fresh, empty PostgreSQL database beside DATABASE_URL's, dropped by `drop()`. */
export async function createPostgresDatabase(databaseUrl: string) {
  const name = `${new URL(databaseUrl).pathname.slice(1) || 'tb'}_rel_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient(databaseUrl);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: databaseUrlWithName(databaseUrl, name),
    async drop() {
      const cleanup = await adminClient(databaseUrl);
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** JSON over HTTP with a bearer token; never throws for an HTTP status. */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body: body as T };
}
