/**
 * Loaded into the soak's server process with `--import` (bench/soak.ts): reports the process's
 * memory to its parent over the IPC channel once a second. Holds nothing open: the channel and
 * the timer are unref'd, so the server stops exactly as it would without it.
 */
if (process.send) {
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    process.send?.({ memory: { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal } });
  }, 1000);
  timer.unref();
  process.channel?.unref();
}
