/**
 * The server of bench/soak.ts: src/server/main.ts in a child process, as in production, with
 * bench/soak-probe.ts reporting its memory every second over IPC.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Memory } from './soak-stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(options: {
  port: number;
  repoRoot: string;
  admin: { email: string; password: string };
  env: Record<string, string>;
  onMemory: (sample: Memory) => void;
}): Promise<ChildProcess> {
  const { port, repoRoot, admin, env } = options;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(repoRoot, 'bench/soak-probe.ts'),
      'src/server/main.ts',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child.on('message', (message: { memory?: { rss: number; heapUsed: number } }) => {
    if (message.memory) options.onMemory({ at: Date.now(), ...message.memory });
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return child;
    } catch {}
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready in 120 s');
}
