-- wrk script for bench/jobs-load.ts: each request takes the next path of the file named by
-- WRK_PATHS (one per line), each thread from its own place in the list; done() prints one line of
-- JSON with the figures jobs-load.ts reports. Latencies are in microseconds.
local threads = 0

function setup(thread)
  thread:set("start", threads * 7919)
  threads = threads + 1
end

local paths = {}
local index = 1

function init(args)
  for line in io.lines(os.getenv("WRK_PATHS")) do
    paths[#paths + 1] = line
  end
  index = (start or 0) % #paths + 1
end

function request()
  local path = paths[index]
  index = index % #paths + 1
  return wrk.format("GET", path)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end
