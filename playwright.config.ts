import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts.ts';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The cookie banner would cover the bottom of every page; only its own spec shows it.
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: 'cookieConsent', value: 'accepted' }] }],
    },
  },
  projects: [{ name: 'chromium' }],
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
