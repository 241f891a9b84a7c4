#!/usr/bin/env node
// Reads the JSON reports .ci/run collected and prints one "name: N passed, N failed" line per
// runner, plus the total, so the closing lines say what ran; then each failed test by name with
// the first lines of its error, so a red run says what broke even when only its tail is kept.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const rows = [];
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
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const error = test.results?.find((result) => result.error)?.error;
          const name = [...titles, spec.title].filter(Boolean).join(' > ');
          const kind = test.status === 'flaky' ? 'flaky (passed on retry)' : 'failed';
          failures.push(
            `${label}: ${spec.file}:${spec.line} > ${name}: ${kind}: ${firstLines(error?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of playwright.suites ?? []) walk(suite, []);
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
