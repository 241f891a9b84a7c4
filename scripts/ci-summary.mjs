#!/usr/bin/env node
// Reads the JSON reports .ci/run collected and prints one "name: N passed, N failed" line per
// runner, plus the total, so the closing lines say what ran; then each failed test by name with
// the first lines of its error, so a red run says what broke even when only its tail is kept;
// last, each runner's slowest files, so the log says where the minutes went.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const rows = [];
/** Seconds per test file, per runner: the slowest are printed last. */
const fileSeconds = new Map();
const addSeconds = (label, file, ms) => {
  const files = fileSeconds.get(label) ?? new Map();
  files.set(file, (files.get(file) ?? 0) + ms / 1000);
  fileSeconds.set(label, files);
};
/** Failed (or flaky) tests, as lines to print after the counts. */
const failures = [];
const firstLines = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the runners' colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);

for (const [label, file] of [
  ['vitest-pglite', 'vitest-pglite.json'],
  ['vitest-postgres', 'vitest-postgres.json'],
]) {
  const report = read(file);
  if (!report) {
    rows.push({ label, passed: 0, failed: 1, skipped: 0, missing: true });
    continue;
  }
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    addSeconds(label, where, (file.endTime ?? 0) - (file.startTime ?? 0));
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(
        `${label}: ${where} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`,
      );
    }
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${label}: ${where}: ${firstLines(file.message)}`);
    }
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
    // A spec file's tests may be written in a support module (e2e/support/a11y.ts): time is
    // counted against the spec file, the top-level suite.
    const walk = (suite, titles, specFile) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? [])
            addSeconds(label, specFile, result.duration ?? 0);
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const error = test.results?.find((result) => result.error)?.error;
          const name = [...titles, spec.title].filter(Boolean).join(' > ');
          const kind = test.status === 'flaky' ? 'flaky (passed on retry)' : 'failed';
          failures.push(
            `${label}: ${spec.file}:${spec.line} > ${name}: ${kind}: ${firstLines(error?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title], specFile);
    };
    for (const suite of playwright.suites ?? []) walk(suite, [], suite.file);
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
if (failures.length > 0) {
  console.log('\nfailed or flaky tests:');
  for (const line of failures) console.log(`- ${line}`);
}

for (const [label, files] of fileSeconds) {
  const slowest = [...files].sort((a, b) => b[1] - a[1]).slice(0, 8);
  const total = [...files.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(`\n${label}: ${Math.round(total)} s of test time; the slowest files:`);
  for (const [file, seconds] of slowest)
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
}
