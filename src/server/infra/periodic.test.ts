import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background.ts';
import { startPeriodic } from './periodic.ts';

/** The hourly timer of the pending-applications reminder (docs/decisions/037). */
describe('startPeriodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const background = () => createBackgroundTasks({ error: () => {} });

  it('runs first after the delay, then every interval, until stopped', async () => {
    let runs = 0;
    const periodic = startPeriodic({
      label: 'count',
      firstDelayMs: 1_000,
      intervalMs: 10_000,
      task: async () => {
        runs += 1;
      },
      background: background(),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toBe(3);
    periodic.stop();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(runs).toBe(3);
  });

  it('never starts a run while the last is still going, and survives a failing one', async () => {
    const tasks = background();
    let started = 0;
    let release: () => void = () => {};
    const periodic = startPeriodic({
      label: 'slow',
      firstDelayMs: 0,
      intervalMs: 100,
      task: () => {
        started += 1;
        if (started === 1) return new Promise<void>((resolve) => (release = resolve));
        return Promise.reject(new Error('transport down'));
      },
      background: tasks,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(3);
    periodic.stop();
    await tasks.settled();
  });

  it('does not run a first time when stopped before the delay', async () => {
    let runs = 0;
    startPeriodic({
      label: 'never',
      firstDelayMs: 1_000,
      intervalMs: 1_000,
      task: async () => {
        runs += 1;
      },
      background: background(),
    }).stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(0);
  });
});
