#!/usr/bin/env node
// Reads the JSON reports .ci/run collected and prints one "name: N passed, N failed" line per
// runner, plus the total, so the closing lines say what ran.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const rows = [];
for (const [label, file] of [
  ['vitest-pglite', 'vitest-pglite.json'],
  ['vitest-postgres', 'vitest-postgres.json'],
]) {
  const report = read(file);
  if (!report) {
    rows.push({ label, passed: 0, failed: 1, skipped: 0, missing: true });
    continue;
  }
  rows.push({
    label,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  });
}
for (const [label, file] of [
  ['playwright', 'playwright.json'],
  ['playwright-postgres', 'playwright-postgres.json'],
]) {
  const playwright = read(file);
  if (playwright) {
    const s = playwright.stats;
    rows.push({
      label,
      passed: s.expected + s.flaky,
      failed: s.unexpected,
      skipped: s.skipped,
    });
  } else {
    rows.push({ label, passed: 0, failed: 1, skipped: 0, missing: true });
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const row of rows) {
  passed += row.passed;
  failed += row.failed;
  skipped += row.skipped;
  const note = row.missing ? ' (no report: the runner did not finish)' : '';
  console.log(
    `${row.label}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped${note}`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
