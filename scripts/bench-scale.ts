/**
 * The "one and two app servers" part of `npm run bench` (issue 20 item 4): requests per second on
 * `/` (Brotli) from one app server, then from two on the same PostgreSQL, the load split evenly
 * between them as a round-robin balancer would (one autocannon per server, at the same time, the
 * same connections in all). Everything runs on one machine: the note says what that means.
 */
import autocannon from "autocannon";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { type ServerProcess, startServer } from "./support/server.ts";

export interface ScaleResult {
  path: string;
  connections: number;
  seconds: number;
  oneRps: number;
  twoRps: number;
  errors: number;
}

async function hammer(
  servers: ServerProcess[],
  path: string,
  connections: number,
  seconds: number,
) {
  const runs = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}${path}`,
        connections: Math.max(1, Math.round(connections / servers.length)),
        duration: seconds,
        headers: { "Accept-Encoding": "br" },
      }),
    ),
  );
  return {
    rps: Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
}

export async function measureScale(
  adminUrl: string,
  options: { path?: string; connections: number; seconds: number },
): Promise<ScaleResult> {
  const path = options.path ?? "/";
  return withScratchDatabase(adminUrl, "explore_kosovo_scale", async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl };
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
      const [first] = servers;
      if (!first) throw new Error("no server");
      // Warm both (first renders, JIT), then one alone, then both together.
      await hammer(servers, path, options.connections, 3);
      const one = await hammer([first], path, options.connections, options.seconds);
      const two = await hammer(servers, path, options.connections, options.seconds);
      return {
        path,
        connections: options.connections,
        seconds: options.seconds,
        oneRps: one.rps,
        twoRps: two.rps,
        errors: one.errors + two.errors,
      };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}

export function scaleMarkdown(result: ScaleResult, cpus: number): string {
  const factor = (result.twoRps / Math.max(1, result.oneRps)).toFixed(2);
  return `## One and two app servers

\`${result.path}\` with Brotli, ${result.connections} connections in all for ${result.seconds} s: one app server, then two on the
same PostgreSQL with the connections split between them (one load generator per server, at the same time).

| App servers | Requests/s | Errors |
|---|---|---|
| 1 | ${result.oneRps} | — |
| 2 | ${result.twoRps} | ${result.errors} in both runs |

Two servers answer **${factor}×** what one does on this machine. A server is one Node process, which runs
its JavaScript on one core; pages come from each server's own page cache, so the database is not what
limits them. Here both servers and the load generators share ${cpus} cores, so the second server competes
with the first and with the load generators for the same CPUs; servers on machines of their own behind a
balancer were not measured. Content changes keep every server's cache in step (\`NOTIFY\` or Redis), so
each server renders a changed page once.
`;
}
