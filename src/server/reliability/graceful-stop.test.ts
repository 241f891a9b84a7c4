import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileFor } from '../db/client.ts';
import {
  api,
  createPostgresDatabase,
  freePort,
  type ServerProcess,
  startServer,
} from './server-process.ts';

const PASSWORD = 'Quiet-Harbour-Lights-2026';

/** A request whose body arrives in two halves: in flight for as long as the test likes. */
function slowRegistration(url: string, email: string) {
  const body = Buffer.from(
    JSON.stringify({ username: email.split('@')[0], email, password: PASSWORD, role: 'jobseeker' }),
  );
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.write(body.subarray(0, half));
    finish = () => request.end(body.subarray(half));
  });
  return { response, finish: () => finish() };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 2000 });
    request.on('response', (res) => {
      res.resume();
      resolve(false);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * SIGTERM (docs/decisions/024): the listener closes at once, a request in flight still gets its
 * answer, sockets are cut so that their clients reconnect (to the next instance), the database
 * closes cleanly and the process exits 0. On the suite's database: PGlite, or PostgreSQL when
 * DATABASE_URL is set.
 */
describe('a stopping server', () => {
  let pgDatabase: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    await pgDatabase?.drop();
  });

  it('finishes the request in flight, refuses new connections, sends sockets elsewhere and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-graceful-'));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) pgDatabase = await createPostgresDatabase(databaseUrl);
    const env = { DATABASE_URL: pgDatabase?.url };
    // The second server takes the same port: the socket comes back to the same address.
    const port = await freePort();
    const first = await startServer({ port, dataDir, env });
    running.push(first);

    const member = await api<{ accessToken: string }>(first.url, 'POST', '/api/auth/register', {
      body: {
        username: 'graceful_member',
        email: 'graceful.member@example.com',
        password: PASSWORD,
        role: 'jobseeker',
      },
    });
    expect(member.status).toBe(201);
    const socket = connect(first.url, {
      path: '/socket.io/',
      auth: { token: `Bearer ${member.body.accessToken}` },
      transports: ['websocket'],
      reconnectionDelay: 300,
      reconnectionDelayMax: 300,
    });
    const connects: number[] = [];
    socket.on('connect', () => connects.push(Date.now()));
    const disconnects: string[] = [];
    socket.on('disconnect', (reason) => disconnects.push(reason));
    await expect.poll(() => connects.length).toBe(1);

    const slow = slowRegistration(first.url, 'in.flight@example.com');
    // The server has the first half of the body when the stop comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');

    // The socket is cut at the transport: the client will come back by itself.
    await expect.poll(() => disconnects, { timeout: 5000 }).toEqual(['transport close']);
    await expect.poll(() => refused(port), { timeout: 5000 }).toBe(true);
    expect(first.child.exitCode).toBeNull(); // still draining: the request is in flight

    slow.finish();
    const answered = await slow.response;
    expect(answered.status, answered.body).toBe(201);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    if (!databaseUrl) expect(existsSync(lockFileFor(path.join(dataDir, 'pglite')))).toBe(false);

    // The next instance on the same address: the socket reconnects to it, and the account the
    // in-flight request created is there.
    const second = await startServer({ port, dataDir, env });
    running.push(second);
    await expect.poll(() => connects.length, { timeout: 10_000 }).toBe(2);
    expect(socket.connected).toBe(true);
    const login = await api(second.url, 'POST', '/api/auth/login', {
      body: { email: 'in.flight@example.com', password: PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    socket.disconnect();
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);
});
