import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_ADMIN } from './accounts.ts';

/**
 * A server process a spec starts itself, beside Playwright's webServer: to kill and restart
 * one, or to run a second instance joined by Redis. Same command and settings as the webServer
 * of playwright.config.ts; the caller picks the port (E2E_PORT + 1, + 2, ...) and DATA_DIR.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The webServer's DATA_DIR (playwright.config.ts): it holds the JWT secret it generated. */
export const WEB_SERVER_DATA_DIR = path.join(REPO_ROOT, '.data-test/e2e');

export type ServerProcess = {
  port: number;
  url: string;
  /** Ends the process (SIGKILL: a crash, not a goodbye) and waits until it has exited. */
  kill: () => Promise<void>;
};

const HEALTH_TIMEOUT_MS = 90_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server on ${url} exited (${child.exitCode}): ${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on ${url} did not answer /api/health in time: ${output()}`);
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      REQUESTS_PER_MINUTE: '6000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    await kill();
    throw error;
  }
  return { port: options.port, url, kill };
}
