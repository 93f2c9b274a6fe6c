import autocannon from "autocannon";

/**
 * Keeps `connections` keep-alive connections busy on `url` (GET) while `work` runs, then says
 * what every answer was: by status, and the socket errors and timeouts (decision 147).
 */
export interface LoadOutcome {
  requests: number;
  statuses: Record<string, number>;
  /** Socket errors, timeouts and answers that are not 2xx or 3xx. */
  failed: number;
  errors: number;
  timeouts: number;
}

export async function loadDuring(
  url: string,
  connections: number,
  work: () => Promise<void>,
  paths: string[] = ["/"],
  /** Requests per second over all connections (default: as fast as the answers come). */
  overallRate?: number,
): Promise<LoadOutcome> {
  const statuses: Record<string, number> = {};
  let requests = 0;
  let socketErrors = 0;
  const instance = autocannon({
    url,
    connections,
    duration: 600,
    timeout: 20,
    ...(overallRate ? { overallRate } : {}),
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  instance.on("response", (_client, status) => {
    requests += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on("reqError", () => {
    socketErrors += 1;
  });
  try {
    await work();
  } finally {
    instance.stop();
  }
  const result = await instance;
  const bad = Object.entries(statuses)
    .filter(([status]) => !/^[23]/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const errors = Math.max(result.errors, socketErrors);
  return {
    requests,
    statuses,
    failed: bad + errors + result.timeouts,
    errors,
    timeouts: result.timeouts,
  };
}
