/**
 * Scam and off-platform detector benchmark (docs/decisions/044): precision and recall per kind
 * on the labelled set (bench/data/trust-labelled.json), on all of it and on its held-out part,
 * the false positives and negatives, then the time per text over the set repeated, beside
 * `text.toLowerCase()` measured in the same run as a floor. Prints figures; asserts nothing.
 *
 * BENCH_ROUNDS (default 50): how many times the set is run for the timing.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { detectRisks, FINDING_KINDS } from '../src/shared/trust/detector.ts';
import { type Evaluation, evaluate, LABELLED_TEXTS } from './trust-eval.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

function printScores(title: string, e: Evaluation): void {
  console.log(`\n${title}: ${e.texts} texts, ${e.positives} labelled with at least one kind`);
  console.log('kind               precision  recall   TP  FP  FN');
  const row = (name: string, s: Evaluation['overall']) =>
    console.log(
      `${name.padEnd(18)} ${pct(s.precision)}   ${pct(s.recall)} ${String(s.tp).padStart(4)} ${String(s.fp).padStart(3)} ${String(s.fn).padStart(3)}`,
    );
  for (const kind of FINDING_KINDS) row(kind, e.byKind[kind]);
  row('all kinds (pooled)', e.overall);
  row('any risk (per text)', e.anyRisk);
}

function printMisses(e: Evaluation): void {
  console.log(`\nFalse positives (${e.falsePositives.length}):`);
  for (const m of e.falsePositives) console.log(`  ${m.id} ${m.kind}: ${m.text}`);
  console.log(`False negatives (${e.falseNegatives.length}):`);
  for (const m of e.falseNegatives)
    console.log(`  ${m.id} ${m.kind} (found: ${m.found.join(', ') || 'nothing'}): ${m.text}`);
}

function timeEach(fn: (text: string) => unknown): {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const samples: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of LABELLED_TEXTS) {
      const start = performance.now();
      const result = fn(item.text);
      samples.push(performance.now() - start);
      sink += Array.isArray(result) ? result.length : String(result).length;
    }
  }
  if (sink < 0) console.log(sink);
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    mean,
    p50: samples[Math.floor(samples.length * 0.5)] ?? 0,
    p95: samples[Math.floor(samples.length * 0.95)] ?? 0,
    p99: samples[Math.floor(samples.length * 0.99)] ?? 0,
    max: samples.at(-1) ?? 0,
  };
}

// Cold: V8 compiles each expression the first time it runs, so the first pass pays for that.
const coldStart = performance.now();
for (const item of LABELLED_TEXTS) detectRisks(item.text);
const coldMs = performance.now() - coldStart;

const all = evaluate(LABELLED_TEXTS);
printScores('All labelled texts', all);
printScores('Held-out part', evaluate(LABELLED_TEXTS.filter((t) => t.heldOut)));
printMisses(all);

// Warm up: V8 interprets a regular expression first and compiles it on a later run.
for (let round = 0; round < 3; round++) for (const item of LABELLED_TEXTS) detectRisks(item.text);
const chars = LABELLED_TEXTS.reduce((sum, t) => sum + t.text.length, 0);
const baseline = timeEach((text) => text.toLowerCase());
const detector = timeEach(detectRisks);
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`.padStart(10);
console.log(
  `\nTime per text over ${LABELLED_TEXTS.length} texts x ${ROUNDS} rounds (mean ${Math.round(chars / LABELLED_TEXTS.length)} characters, Node ${process.version}):`,
);
console.log('                       mean        p50        p95        p99        max');
for (const [name, t] of [
  ['detectRisks', detector],
  ['toLowerCase()', baseline],
] as const) {
  console.log(
    `${name.padEnd(16)} ${us(t.mean)} ${us(t.p50)} ${us(t.p95)} ${us(t.p99)} ${us(t.max)}`,
  );
}
console.log(
  `First pass over the set, expressions compiled on the way: ${coldMs.toFixed(0)} ms in all.`,
);
console.log(
  `Load average while measuring: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} (max is where the machine preempted the run)`,
);

// Long texts: a chat message at the 5,000-character limit and a 20,000-character job post made of
// the labelled texts, and shapes chosen to make regular expressions backtrack. Each is run twice
// first (V8 compiles an expression on a later run), then timed once.
const joined = LABELLED_TEXTS.map((t) => t.text).join(' ');
const long: [string, string][] = [
  ['chat message, 5,000 characters', joined.slice(0, 5000)],
  ['job post, 20,000 characters', joined.repeat(2).slice(0, 20000)],
  ['5,000 characters of "1 1 1"', '1 '.repeat(2500)],
  ['"nine one" x 600', 'nine one '.repeat(600)],
  ['"name#1234" x 500', 'name#1234 '.repeat(500)],
  ['"you need to pay" x 300', 'you need to pay '.repeat(300)],
  ['"telegram" x 550', 'telegram '.repeat(550)],
  ['"a @ " x 1,200', 'a @ '.repeat(1200)],
];
console.log('\nLong and hostile texts (one run after two warm-up runs):');
for (const [name, text] of long) {
  detectRisks(text);
  detectRisks(text);
  const start = performance.now();
  const found = detectRisks(text).length;
  console.log(
    `${name.padEnd(34)} ${(performance.now() - start).toFixed(1).padStart(7)} ms  ${found} findings`,
  );
}
