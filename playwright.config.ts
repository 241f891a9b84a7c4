import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts.ts';
import { CHROMIUM_ARGS } from './e2e/support/chromium.ts';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's old headless shell (package chromium-headless-shell, the same Blink without the
// browser's window and compositor) runs the journeys in a third of the time of the full browser;
// the full one is the fallback where it is not installed (docs/decisions/031-ci-time.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser journeys against the real server and a fresh embedded database, in Debian's Chromium.
 * `npm run test:e2e` builds the web app first when its sources changed.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers, each with its own Chromium, beside the one server: the journeys spend much of
  // their time waiting on the server, a socket or a mail, so two cores take two browsers
  // (docs/decisions/031-ci-time.md). E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // .ci/run sets CI_REPORT_DIR to collect a JSON report for its closing summary.
  reporter: process.env.CI_REPORT_DIR
    ? [
        ['list'],
        [
          'json',
          {
            outputFile: `${process.env.CI_REPORT_DIR}/${process.env.CI_REPORT_NAME === 'e2e-postgres' ? 'playwright-postgres' : 'playwright'}.json`,
          },
        ],
      ]
    : 'list',
  // A guard, not a measure: a journey of several pages that takes 10 s on an idle machine takes
  // 30-40 s on two cores shared with a second worker and the server (docs/decisions/031).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs a third of a journey's time; CI records the retry of a failed
    // journey, a person running one spec locally gets the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    // The cookie banner would cover the bottom of every page; only its own spec shows it.
    // Both places the answer is kept: local storage (the spec) and its cookie, which the server
    // reads to leave the notice out of the pages it draws (docs/decisions/056).
    storageState: {
      cookies: [
        {
          name: 'cookieConsent',
          value: 'accepted',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin: BASE_URL, localStorage: [{ name: 'cookieConsent', value: 'accepted' }] }],
    },
  },
  // A journey that needs what only the full browser has (its PDF viewer) is tagged
  // @full-browser and runs there.
  projects: [
    { name: 'chromium', grepInvert: /@full-browser/ },
    {
      name: 'chromium-full',
      grep: /@full-browser/,
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'rm -rf .data-test/e2e && node --import tsx src/server/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data-test/e2e',
      // The server creates this admin on first start (decisions.md, "Accounts and sessions").
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs people up from 127.0.0.1; the production limit (20/hour) would trip.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // Every API call comes from 127.0.0.1 too, from two workers at once; the limit (600 a
      // minute) is not what the journeys test.
      REQUESTS_PER_MINUTE: '6000',
      // .ci/run runs the journeys a second time on PostgreSQL and Redis through these.
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
});
