/**
 * Work that must not hold up an answer (a mail whose timing would reveal whether an account
 * exists, for example). Failures are logged, never thrown; `settled()` lets shutdown and tests
 * wait for what is in flight.
 */
export type BackgroundTasks = {
  run(label: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
};

export function createBackgroundTasks(log: {
  error(obj: object, msg: string): void;
}): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
