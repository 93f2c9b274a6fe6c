import client from "prom-client";

/**
 * The server's metrics in Prometheus' format (issue 33 item 4, decision 149). prom-client is
 * loaded once per process (the app bundle keeps it external), so the Node server and the app it
 * renders register on one registry; each metric is made once, whichever copy of this module asks
 * first. `/metrics` (server/metrics.ts) writes them.
 */
export const registry = client.register;

function once<T extends client.Metric>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

export function counter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: client.Counter<L>) => void | Promise<void>,
): client.Counter<L> {
  return once(name, () => new client.Counter({ name, help, labelNames, collect }));
}

export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: client.Gauge<L>) => void | Promise<void>,
): client.Gauge<L> {
  return once(name, () => new client.Gauge({ name, help, labelNames, collect }));
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): client.Histogram<L> {
  return once(name, () => new client.Histogram({ name, help, labelNames, buckets }));
}

/** Requests a rate limit refused, per limiter (app/lib/rate-limit.server.ts counts them). */
export function rateLimitRefused(limiter: string): void {
  counter(
    "explore_kosovo_rate_limit_refusals_total",
    "Requests refused by a rate limit, per limiter.",
    ["limiter"],
  ).inc({ limiter });
}

/** When each periodic job last finished a run (shared by the two copies of this module). */
const RUNS_KEY = Symbol.for("explore-kosovo.job-runs");
const holder = globalThis as { [RUNS_KEY]?: Map<string, { every: number; at: number }> };
holder[RUNS_KEY] ??= new Map();
const runs = holder[RUNS_KEY];

/**
 * A periodic job (`every` ms apart) finished a run. Its lag is how far past its next run it is:
 * 0 while on time, growing when the job is stuck or its process is overloaded.
 */
export function jobRan(job: string, every: number): void {
  runs.set(job, { every, at: Date.now() });
}

gauge(
  "explore_kosovo_job_lag_seconds",
  "How long past its next due run each periodic job is (0 when on time).",
  ["job"],
  function collect() {
    const now = Date.now();
    for (const [job, { every, at }] of runs) {
      this.set({ job }, Math.max(0, (now - at - every) / 1000));
    }
  },
);
