/**
 * What bench/soak.ts measures: every step's latency (and those of the steady state after the
 * ramp), errors with their first samples, and the server's memory; and the report it prints.
 */

export type Memory = { at: number; rss: number; heapUsed: number };

export class Unexpected extends Error {}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export type SoakSettings = { users: number; seconds: number; thinkMs: number; rampSeconds: number };

export function createSoakStats(settings: SoakSettings) {
  const { users: USERS, seconds: SECONDS, thinkMs: THINK_MS, rampSeconds: RAMP_SECONDS } = settings;
  const latencies = new Map<string, number[]>();
  /** Latencies recorded once every person has arrived: the steady state. */
  const steady: number[] = [];
  let rampEndsAt = Number.POSITIVE_INFINITY;
  const errors = new Map<string, number>();
  const errorSamples: string[] = [];
  const memory: Memory[] = [];
  let requests = 0;

  function record(step: string, ms: number) {
    requests += 1;
    const list = latencies.get(step) ?? [];
    if (list.length === 0) latencies.set(step, list);
    list.push(ms);
    if (Date.now() >= rampEndsAt) steady.push(ms);
  }

  function fail(step: string, detail: string) {
    errors.set(step, (errors.get(step) ?? 0) + 1);
    if (errorSamples.length < 20) errorSamples.push(`${step}: ${detail}`);
  }

  /** Forgets the setup's steps: the run is measured from here, its ramp ending at `rampEnd`. */
  function start(rampEnd: number) {
    latencies.clear();
    requests = 0;
    memory.splice(0);
    rampEndsAt = rampEnd;
  }

  function report(kind: string, wallSeconds: number) {
    const lines: string[] = [];
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `TalentBridge soak: ${kind}, ${USERS} simulated users, ${SECONDS} s, think ${THINK_MS} ms, Node ${process.version}`,
    );
    lines.push(
      `requests+socket events ${requests} (${(requests / wallSeconds).toFixed(0)}/s), errors ${errorCount}`,
    );
    lines.push(
      `all steps: p50 ${all.length ? percentile(all, 50).toFixed(1) : '-'} ms  p95 ${percentile(all, 95).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms  max ${(all[all.length - 1] ?? 0).toFixed(0)} ms`,
    );
    const calm = [...steady].sort((a, b) => a - b);
    lines.push(
      `steady state (after the ${RAMP_SECONDS} s ramp, ${calm.length} steps): p50 ${percentile(calm, 50).toFixed(1)} ms  p95 ${percentile(calm, 95).toFixed(1)} ms  p99 ${percentile(calm, 99).toFixed(1)} ms  max ${(calm[calm.length - 1] ?? 0).toFixed(0)} ms`,
    );
    lines.push('');
    lines.push(
      `${'step'.padEnd(34)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(6)}`,
    );
    for (const [step, list] of [...latencies.entries()].sort((a, b) => b[1].length - a[1].length)) {
      const sorted = [...list].sort((a, b) => a - b);
      lines.push(
        `${step.padEnd(34)} ${String(list.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 95).toFixed(1).padStart(7)} ${percentile(sorted, 99).toFixed(1).padStart(7)} ${String(errors.get(step) ?? 0).padStart(6)}`,
      );
    }
    if (errorSamples.length) {
      lines.push('', 'first errors:');
      for (const sample of errorSamples) lines.push(`  ${sample}`);
    }
    if (memory.length > 0) {
      const start = memory[0] as Memory;
      const t0 = start.at;
      lines.push('', 'server memory (MB), every 10 s: time rss/heapUsed');
      const series: string[] = [];
      for (let s = 0; ; s += 10) {
        const sample = memory.find((m) => m.at - t0 >= s * 1000);
        if (!sample) break;
        series.push(`${s}s ${mb(sample.rss)}/${mb(sample.heapUsed)}`);
      }
      lines.push(`  ${series.join('  ')}`);
      const half = memory.filter((m) => m.at - t0 >= ((memory.at(-1)?.at ?? t0) - t0) / 2);
      const slope = (key: 'rss' | 'heapUsed') => {
        // Least squares over the second half: MB per minute.
        const xs = half.map((m) => (m.at - t0) / 60_000);
        const ys = half.map((m) => m[key] / 1024 / 1024);
        const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
        const my = ys.reduce((a, b) => a + b, 0) / ys.length;
        let num = 0;
        let den = 0;
        xs.forEach((x, i) => {
          num += (x - mx) * ((ys[i] as number) - my);
          den += (x - mx) ** 2;
        });
        return den ? num / den : 0;
      };
      const max = (key: 'rss' | 'heapUsed') => Math.max(...memory.map((m) => m[key]));
      // The heap's floor per 30 s window (its lowest sample, right after a collection) is what a
      // leak would raise; the sawtooth above it is garbage waiting for the next collection.
      const floors: string[] = [];
      for (let w = 0; ; w += 30) {
        const window = memory.filter((m) => m.at - t0 >= w * 1000 && m.at - t0 < (w + 30) * 1000);
        if (window.length === 0) break;
        floors.push(
          `${w}-${w + 30}s ${mb(Math.min(...window.map((m) => m.heapUsed)))}/${mb(Math.max(...window.map((m) => m.rss)))}`,
        );
      }
      lines.push(`  per 30 s window, heap floor / rss peak: ${floors.join('  ')}`);
      lines.push(
        `  rss: start ${mb(start.rss)}, max ${mb(max('rss'))}, end ${mb(memory.at(-1)?.rss ?? 0)}, second-half trend ${slope('rss').toFixed(1)} MB/min`,
      );
      lines.push(
        `  heapUsed: start ${mb(start.heapUsed)}, max ${mb(max('heapUsed'))}, end ${mb(memory.at(-1)?.heapUsed ?? 0)}, second-half trend ${slope('heapUsed').toFixed(1)} MB/min`,
      );
    }
    console.log(lines.join('\n'));
    return errorCount;
  }

  return { record, fail, start, report, memory };
}
