import { defineConfig } from 'vitest/config';
import { pageRoutesPlugin } from './scripts/vite-page-routes.ts';

// .ci/run sets CI_REPORT_DIR to collect machine-readable results for its closing summary.
const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? 'vitest';

export default defineConfig({
  // src/web/routes.tsx reads the router's table of src/shared/pages.ts from this plugin.
  plugins: [pageRoutesPlugin()],
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    // Many tests start an app of their own on a fresh database (another TRUST_PROXY, a lower
    // limit): a PGlite start from the snapshot takes 1 s on an idle machine and 15-25 s on two
    // cores shared with a browser pass (docs/decisions/031-ci-time.md). Tests never assert time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on the reference machine: one file per core.
    maxWorkers: 2,
    // A worker keeps the modules it loaded for its next file: loading the app's modules again for
    // each of ~90 files was 175 s of worker time (docs/decisions/031-ci-time.md). Every file opens
    // its own app and database, so no state passes between files through a module.
    isolate: false,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/${reportName}.json` } : undefined,
  },
});
