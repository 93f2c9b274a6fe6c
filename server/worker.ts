import { readFileSync } from "node:fs";
import path from "node:path";
import { setLogLevel } from "../app/lib/log.server.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { configOrExit, loadBuild, migrationsFolder, root } from "./entry.ts";
import { createLogger } from "./logger.ts";
import { startTracing } from "./tracing.ts";

/**
 * `npm run worker`: the mail sender in a process of its own, for deployments that run app
 * servers with MAIL_SENDER=worker. Several workers and app servers may drain one PostgreSQL
 * outbox together (claims use FOR UPDATE SKIP LOCKED). SIGTERM finishes the message in hand and
 * gives back the rest.
 */
const config = configOrExit();
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL. The embedded PGlite database can be opened by one process only, so with PGlite the app server sends the mail itself (MAIL_SENDER=server, the default).",
  );
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
setLogLevel(config.LOG_LEVEL);
buildIfNeeded();
// Each message's span continues the trace of the request that queued it (decision 150).
const tracing = await startTracing({
  endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  serviceName: `${config.OTEL_SERVICE_NAME}-mail-worker`,
  serviceVersion: JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version,
});
const { entry } = await loadBuild(path.resolve(root, config.BUILD_DIR));
await entry.initDatabase({ databaseUrl: config.DATABASE_URL, migrationsFolder, seed: false });
logger.info("mail worker started", { to: entry.startMailService(logger) });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("mail worker stopping", { signal });
  await entry.stopMailService();
  await entry.closeDatabase();
  await tracing?.shutdown();
  logger.info("mail worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
