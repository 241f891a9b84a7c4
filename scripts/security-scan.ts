/**
 * npm run security:scan — sqlmap against the job search, login and talent search endpoints of a
 * server this script starts itself (docs/security.md).
 *
 * - The database: an embedded one in a temporary folder, or DATABASE_URL (use a throwaway one:
 *   the scan seeds a few accounts and posts and sqlmap sends thousands of requests).
 * - The server's general rate limit comes from REQUESTS_PER_MINUTE like any server's; this script
 *   raises it (default 1,000,000) for its own server only, and loosens that server's login and
 *   sign-up limits, so sqlmap tests the queries instead of meeting 429s. Production defaults are
 *   untouched.
 * - SCAN_SECONDS_PER_TARGET (default 240) bounds each target; SCAN_LEVEL (2) and SCAN_RISK (1)
 *   are sqlmap's --level and --risk.
 *
 * Exit code: 0 when nothing was found injectable and the server answered no 5xx, 1 otherwise,
 * 2 when sqlmap is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/server.ts';

const SECONDS_PER_TARGET = Number(process.env.SCAN_SECONDS_PER_TARGET ?? 240);
const LEVEL = process.env.SCAN_LEVEL ?? '2';
const RISK = process.env.SCAN_RISK ?? '1';

function requireSqlmap(): string {
  const probe = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    process.stderr.write(
      'sqlmap is not installed. On Debian or Ubuntu: sudo apt-get install -y sqlmap\n' +
        '(any sqlmap 1.6+ on PATH works), then run npm run security:scan again.\n',
    );
    process.exit(2);
  }
  const lines = `${probe.stdout}`.trim().split('\n');
  return lines.find((line) => /^\d+\.\d+/.test(line.trim()))?.trim() ?? 'unknown';
}

type Target = { name: string; args: string[] };
type Outcome = {
  name: string;
  seconds: number;
  timedOut: boolean;
  injectable: string[];
  notInjectable: boolean;
  testedParameters: string[];
  warnings: string[];
  requests: number;
};

function runSqlmap(target: Target, outputDir: string): Promise<Outcome> {
  const started = Date.now();
  const args = [
    ...target.args,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--time-sec=2',
    '--threads=2',
    '--flush-session',
    '--disable-coloring',
    '--skip-waf',
    '--output-dir',
    outputDir,
  ];
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }, SECONDS_PER_TARGET * 1000);
    child.on('close', () => {
      clearTimeout(timer);
      const lines = output.split('\n');
      const injectable = lines.filter(
        (line) =>
          /is vulnerable|appears to be .* injectable|sqlmap identified the following injection point/i.test(
            line,
          ) && !/does not (seem|appear)/i.test(line),
      );
      const tested = [
        ...new Set(
          lines.flatMap((line) => {
            const match =
              /testing if (?:GET|POST|\(custom\) POST|JSON) parameter '([^']+)' is dynamic/i.exec(
                line,
              );
            return match?.[1] ? [match[1]] : [];
          }),
        ),
      ];
      const warnings = [
        ...new Set(
          lines
            .filter((line) => /\[(WARNING|ERROR|CRITICAL)\]/.test(line))
            .map((line) => line.replace(/^\[[\d:]+\]\s*/, ''))
            .filter((line) => !/might not be injectable|does not seem to be injectable/i.test(line))
            .filter((line) =>
              /HTTP error codes|internal server error|\b5\d\d\b|injectable|CRITICAL|ERROR/i.test(
                line,
              ),
            ),
        ),
      ];
      resolve({
        name: target.name,
        seconds: Math.round((Date.now() - started) / 1000),
        timedOut,
        injectable,
        notInjectable: /all tested parameters do not appear to be injectable/i.test(output),
        testedParameters: tested,
        warnings,
        requests: 0,
      });
    });
  });
}

async function main() {
  const version = requireSqlmap();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-security-scan-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    REQUESTS_PER_MINUTE: process.env.REQUESTS_PER_MINUTE ?? '1000000',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    requestsPerMinute: config.requestsPerMinute,
    // This server exists to be attacked: sqlmap's thousands of failed logins and probes must
    // reach the queries rather than the per-e-mail and per-IP lockouts.
    authLimits: {
      failedLoginsPerEmail: 1_000_000,
      failedLoginsPerIp: 1_000_000,
      registrationsPerIp: 1_000_000,
    },
  });
  const serverErrors: string[] = [];
  let requests = 0;
  app.addHook('onResponse', async (request, reply) => {
    requests += 1;
    if (reply.statusCode >= 500)
      serverErrors.push(`${request.method} ${request.url.slice(0, 200)}`);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // Something to find: an employer with an approved post, a jobseeker with skills.
  const stamp = Date.now().toString(36);
  const password = 'Scan-Harbour-Lantern-2026';
  const admin = await app.services.auth.upsertAdmin({
    email: `scan-admin-${stamp}@example.com`,
    password,
    username: `scan_admin_${stamp}`,
  });
  const register = async (role: 'employer' | 'jobseeker') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: `scan_${role}_${stamp}`,
        email: `scan-${role}-${stamp}@example.com`,
        password,
        role,
      },
    });
    return response.json<{ accessToken: string }>().accessToken;
  };
  const employer = await register('employer');
  const jobseeker = await register('jobseeker');
  await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { authorization: `Bearer ${jobseeker}` },
    payload: { skills: 'Zendesk, Excel', experience: 'Five years of support', timezone: 'UTC' },
  });
  const posted = await app.inject({
    method: 'POST',
    url: '/api/job-posts',
    headers: { authorization: `Bearer ${employer}` },
    payload: {
      title: 'Customer support assistant',
      description: `<p>${'Answer customer e-mails and chats for a growing online shop. '.repeat(4)}</p>`,
      location: 'Remote',
      salary: 12,
      job_type: 'Part-time',
      required_skills: ['Zendesk'],
    },
  });
  const adminLogin = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `scan-admin-${stamp}@example.com`, password },
  });
  await app.inject({
    method: 'POST',
    url: `/api/admin/job-posts/${posted.json<{ id: number }>().id}/approve`,
    headers: { authorization: `Bearer ${adminLogin.json<{ accessToken: string }>().accessToken}` },
  });
  void admin;

  const targets: Target[] = [
    {
      name: 'job search GET /api/job-posts',
      args: [
        '-u',
        `${base}/api/job-posts?title=support&location=Remote&salary_min=1&salary_max=100&job_type=Part-time&category_id=1&required_skills=Zendesk&page=1&limit=10&sort_by=created_at&sort_order=desc`,
      ],
    },
    {
      name: 'login POST /api/auth/login (JSON)',
      args: [
        '-u',
        `${base}/api/auth/login`,
        '--method=POST',
        `--data={"email":"scan-jobseeker-${stamp}@example.com","password":"not-the-password-1"}`,
        '--headers=Content-Type: application/json',
        // A wrong password is a 401: the answer sqlmap must compare, not a reason to stop.
        '--ignore-code=401',
      ],
    },
    {
      name: 'talent search GET /api/talents',
      args: [
        '-u',
        `${base}/api/talents?skills=Zendesk&experience=support&rating=1&timezone=UTC&category_id=1&username=scan&page=1&limit=10`,
      ],
    },
  ];

  process.stdout.write(
    `sqlmap ${version} against ${base} (${database.kind}), level ${LEVEL}, risk ${RISK}, at most ${SECONDS_PER_TARGET} s per target\n`,
  );
  const outputDir = path.join(dataDir, 'sqlmap');
  const outcomes: Outcome[] = [];
  for (const target of targets) {
    const before = requests;
    process.stdout.write(`\n== ${target.name}\n`);
    const outcome = await runSqlmap(target, outputDir);
    outcome.requests = requests - before;
    outcomes.push(outcome);
    process.stdout.write(
      `${[
        `   ${outcome.seconds} s, ${outcome.requests} requests${outcome.timedOut ? ' (stopped at the time limit)' : ''}`,
        `   parameters tested: ${outcome.testedParameters.join(', ') || '(none reported)'}`,
        `   verdict: ${
          outcome.injectable.length > 0
            ? `INJECTABLE\n     ${outcome.injectable.join('\n     ')}`
            : outcome.notInjectable
              ? 'no tested parameter appears to be injectable'
              : 'nothing found injectable in the time given'
        }`,
        ...outcome.warnings.slice(0, 8).map((line) => `   sqlmap: ${line}`),
      ].join('\n')}\n`,
    );
  }

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const found = outcomes.some((outcome) => outcome.injectable.length > 0);
  process.stdout.write(
    `\nSummary: ${outcomes.length} targets, ${requests} requests, ${found ? 'INJECTION FOUND' : 'no injection found'}, ${serverErrors.length} server errors (5xx)\n`,
  );
  for (const line of serverErrors.slice(0, 10)) process.stdout.write(`   5xx: ${line}\n`);
  process.exit(found || serverErrors.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `security scan failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
