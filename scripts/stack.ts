import { startStack } from "./support/stack.ts";

/**
 * npm run stack [-- --port 8080]   (README "The production shape on one machine", decision 146)
 *
 * PostgreSQL (DATABASE_URL, or a private one), Redis (REDIS_URL, or a private one), two app
 * servers, the mail worker and nginx in front, on this machine. Prints the proxy's URL once
 * everything answers. SIGHUP (`kill -HUP <pid>`) restarts the app servers one after the other
 * (decision 147); Ctrl-C or SIGTERM stops everything.
 */
const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = portArg >= 0 ? Number(args[portArg + 1]) : 8080;
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error("Usage: npm run stack [-- --port <port>]   (default 8080)");
  process.exit(1);
}

const started = Date.now();
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({
    port,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    // With a database of your own the uploads and secrets stay in your DATA_DIR; a private
    // database is temporary, and so is its DATA_DIR.
    dataDir: (process.env.DATABASE_URL && process.env.DATA_DIR) || undefined,
    onOutput: (name, line) => console.log(`[${name}] ${line}`),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

console.log(`
Explore Kosovo's production shape is up (${((Date.now() - started) / 1000).toFixed(1)} s):

  ${stack.url}   nginx, in front of
  ${stack.servers.map((server) => `${server.url} (${server.name})`).join(" and ")}
  PostgreSQL ${stack.own.postgres ? "(private, temporary)" : "from DATABASE_URL"}, Redis ${stack.own.redis ? "(private)" : "from REDIS_URL"}, and the mail worker

Rolling restart: kill -HUP ${process.pid}    Stop: Ctrl-C
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[stack] ${signal}: stopping everything`);
  await stack.stop();
  console.log("[stack] stopped");
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGHUP", () => {
  if (stopping) return;
  stack.rollingRestart().catch((error: unknown) => {
    console.error(
      `[stack] rolling restart failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
});
