import type { BackgroundTasks } from './background.ts';

export type Periodic = { stop(): void };

/**
 * Runs `task` every `intervalMs`, the first time after `firstDelayMs`, in this process only
 * (docs/decisions/037): work that must happen once across instances claims it in the database
 * itself. A run that is still going when the next is due is not doubled; runs go through the
 * background tasks, so a stop waits for one in flight. The timers never keep the process alive.
 */
export function startPeriodic(options: {
  label: string;
  intervalMs: number;
  firstDelayMs: number;
  task: () => Promise<unknown>;
  background: BackgroundTasks;
}): Periodic {
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    options.background.run(options.label, async () => {
      try {
        await options.task();
      } finally {
        running = false;
      }
    });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, options.intervalMs);
    interval.unref();
  }, options.firstDelayMs);
  first.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
