/**
 * The value axis of the analytics charts (recharts draws them; this picks their ticks): counts, so whole-number steps of 1, 2 or 5
 * times a power of ten, about four of them, and a top that is the last step.
 */
export type Scale = { max: number; ticks: number[] };

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const multiple of [1, 2, 5, 10]) {
    if (multiple * power >= raw) return multiple * power;
  }
  return 10 * power;
}

export function countScale(values: readonly number[]): Scale {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  if (largest === 0) return { max: 1, ticks: [0, 1] };
  const step = Math.max(1, niceStep(largest / 4));
  const max = Math.ceil(largest / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, ticks };
}

/** Label every `n`-th point so that at most `maxLabels` fit under the axis. */
export function labelEvery(length: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(length / Math.max(1, maxLabels)));
}
