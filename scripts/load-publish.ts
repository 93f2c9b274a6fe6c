/**
 * Part of `npm run load` (issue 20 item 5): visitors hammer `/` while an editor publishes a
 * change every few seconds. Each response is checked on its own: complete (a whole HTML document,
 * status 200) and not older than the last publish that had completed when the request was sent.
 * "Completed" is what the desk reports as live: the server says (in `content_servers`) that it
 * serves the new version. The change renames the first experience, which the home page shows.
 *
 * The load comes from this process with plain `node:http` keep-alive connections (autocannon
 * cannot hand over each body with the moment its request left).
 */
import { Agent, request } from "node:http";
import postgres from "postgres";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { startServer } from "./support/server.ts";

export interface PublishFigures {
  seconds: number;
  connections: number;
  publishes: number;
  /** ms from the write to "live on the server" (content_servers), per publish. */
  liveAfterMs: number[];
  responses: number;
  /** Not 200, or a socket error. */
  errors: number;
  /** Not a whole document. */
  incomplete: number;
  /** Older than the last publish completed before the request left. */
  stale: number;
  /** The first stale answer, to say what went wrong. */
  firstStale?: string;
}

const MARKER = / · publish (\d+)/;

function get(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export async function publishUnderLoad(
  adminUrl: string,
  options: { seconds: number; connections: number; everyMs: number },
): Promise<PublishFigures> {
  return withScratchDatabase(adminUrl, "explore_kosovo_publish", (databaseUrl) =>
    publishOn(databaseUrl, options),
  );
}

async function publishOn(
  databaseUrl: string,
  options: { seconds: number; connections: number; everyMs: number },
): Promise<PublishFigures> {
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const figures: PublishFigures = {
    seconds: options.seconds,
    connections: options.connections,
    publishes: 0,
    liveAfterMs: [],
    responses: 0,
    errors: 0,
    incomplete: 0,
    stale: 0,
  };
  try {
    const [experience] = await sql<{ id: number; name: string }[]>`
      select id, name from experiences order by id limit 1`;
    if (!experience) throw new Error("no experience to rename");
    const home = await get(agent, `${server.url}/`);
    if (!home.body.includes(experience.name)) {
      throw new Error(`the home page does not show "${experience.name}"`);
    }
    // When each publish became live (performance.now()), in order.
    const live: number[] = [];
    const deadline = performance.now() + options.seconds * 1000;

    const publisher = async () => {
      while (performance.now() + options.everyMs < deadline) {
        await new Promise((resolve) => setTimeout(resolve, options.everyMs));
        const n = live.length + 1;
        const wrote = performance.now();
        await sql`update experiences set name = ${`${experience.name} · publish ${n}`}
          where id = ${experience.id}`;
        const [row] = await sql<{ version: string }[]>`
          insert into content_changes (tags) values (${[`experiences:${experience.id}`]})
          returning version`;
        const version = Number(row?.version);
        await sql`select pg_notify('content_changes', ${String(version)})`;
        // Live: the server says it serves this version (what the desk waits for).
        for (;;) {
          const [server] = await sql<{ applied: string }[]>`
            select max(applied_version) as applied from content_servers`;
          if (Number(server?.applied) >= version) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        live.push(performance.now());
        figures.liveAfterMs.push(Math.round(performance.now() - wrote));
      }
    };

    const visitor = async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        // The publishes live when this request left: it must show the last of them, or newer.
        const required = live.filter((at) => at <= sent).length;
        try {
          const { status, body } = await get(agent, `${server.url}/`);
          figures.responses++;
          if (status !== 200) {
            figures.errors++;
            continue;
          }
          if (!body.trimEnd().endsWith("</html>")) {
            figures.incomplete++;
            continue;
          }
          const seen = Number(body.match(MARKER)?.[1] ?? 0);
          if (seen < required) {
            figures.stale++;
            figures.firstStale ??= `publish ${seen} served ${Math.round(sent - (live[required - 1] ?? 0))} ms after publish ${required} was live`;
          }
        } catch {
          figures.responses++;
          figures.errors++;
        }
      }
    };

    await Promise.all([publisher(), ...Array.from({ length: options.connections }, visitor)]);
    figures.publishes = live.length;
    return figures;
  } finally {
    agent.destroy();
    await server.stop();
    await sql.end({ timeout: 5 });
  }
}
