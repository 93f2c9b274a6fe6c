import { mkdirSync, readFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { requestIdFrom, setLogLevel, withRequestId } from "../app/lib/log.server.ts";
import { createApp } from "./app.ts";
import { createCdnPurger } from "./cdn-purge.ts";
import { controlSocketPath, startControlChannel, stopControlChannel } from "./control.ts";
import { configOrExit, loadBuild, migrationsFolder, root } from "./entry.ts";
import { createLogger, REQUEST_ID_HEADER } from "./logger.ts";
import { createMetrics } from "./metrics.ts";
import type { PageCache } from "./page-cache.ts";
import { startTracing } from "./tracing.ts";

// A wrong setting stops the start with one sentence naming it (app/config.server.ts). The app's
// bundle parses the same environment again with the same module, so both agree.
const config = configOrExit();
const buildDir = path.resolve(root, config.BUILD_DIR);
const { PORT: port, HOST: host } = config;
const production = config.NODE_ENV !== "development";
const logger = createLogger(config.LOG_LEVEL);
setLogLevel(config.LOG_LEVEL);

const { build, entry } = await loadBuild(buildDir);

try {
  const database = await entry.initDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    migrationsFolder,
  });
  logger.info("database ready", { kind: database.kind });
} catch (error) {
  // Pages that need no database still render; the API answers 503 until it comes back.
  logger.error("database unavailable at start", { error: String(error) });
}

// Content changes made on any app server drop what they affect here too; without the database
// at start, this is tried again until it works.
const followContentChanges = async (): Promise<void> => {
  try {
    await entry.startContentChanges({ redisUrl: config.REDIS_URL });
  } catch (error) {
    logger.warn("content changes not followed yet", { error: String(error) });
    await new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    return followContentChanges();
  }
};
await Promise.race([followContentChanges(), new Promise((resolve) => setTimeout(resolve, 3_000))]);

if (config.MAIL_SENDER === "server") {
  // Queued mail goes out as soon as the database is there; the sender retries when it is not.
  logger.info("mail sender started", { to: entry.startMailService(logger) });
}

// With PGlite the newsletter CLI's only way in (server/control.ts); with DATABASE_URL the CLI
// connects to the database itself. A site without it still serves pages.
const controlSocket = config.DATABASE_URL ? undefined : controlSocketPath(config.dataDir);
const control = controlSocket
  ? await startControlChannel(controlSocket, (request) => entry.handleControl(request)).catch(
      (error: unknown) => {
        logger.warn("control channel unavailable", { error: String(error) });
        return undefined;
      },
    )
  : undefined;
if (control) logger.info("control channel ready", { socket: controlSocket });

// With a CDN in front, the server that publishes a change purges what it affects there.
const cdn = config.CDN_PURGE_URL
  ? createCdnPurger({
      provider: config.CDN_PROVIDER,
      url: config.CDN_PURGE_URL,
      token: config.CDN_PURGE_TOKEN,
      onError: (error, keys) => logger.error("CDN purge failed", { error: String(error), keys }),
    })
  : undefined;
if (cdn) entry.onContentPublished((change) => cdn.purge(change.tags));

// The desk's uploaded images (decision 058) are served from here.
mkdirSync(config.mediaDir, { recursive: true });

let pageCache: PageCache | undefined;
const tracing = await startTracing({
  endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  serviceName: config.OTEL_SERVICE_NAME,
  serviceVersion: JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version,
});
if (tracing) logger.info("traces exported", { to: config.OTEL_EXPORTER_OTLP_ENDPOINT });
const metrics = createMetrics({ pageCache: () => pageCache, token: config.METRICS_TOKEN });
entry.registerOperationsMetrics();
const app = createApp({
  metrics,
  tracing,
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || ".",
  production,
  logger,
  databaseHealth: () => entry.databaseHealth(),
  collectDependencies: (work) => entry.collectDependencies(work),
  pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  origin: config.origin,
  mediaDir: config.mediaDir,
  onPageCache: (cache) => {
    pageCache = cache;
    entry.onContentChange((change) => cache.invalidate(change.tags));
  },
});

let stopping = false;
// A page or API list already rendered is written straight from the page cache, before Hono
// makes a Request of it (issue 20 item 4: near a bare node:http server); the rest goes to Hono.
const answerFromCache =
  (app: RequestListener): RequestListener =>
  (request, response) => {
    const started = performance.now();
    // The request's id (server/logger.ts), the same on both paths.
    const header = request.headers["x-request-id"];
    const id = requestIdFrom(typeof header === "string" ? header : undefined);
    // Hono reads the raw headers: a new id goes there too, so both paths log and send the same.
    if (header !== id) {
      request.headers["x-request-id"] = id;
      request.rawHeaders.push(REQUEST_ID_HEADER, id);
    }
    response.setHeader(REQUEST_ID_HEADER, id);
    const startTime = tracing ? Date.now() : 0;
    // `/` with a chosen language goes to Hono, which sends it to that home (decision 151).
    const chosenHome =
      (request.url === "/" || request.url?.startsWith("/?")) &&
      request.headers.cookie?.includes("language=");
    if (stopping || chosenHome || !pageCache?.answerNode(request, response)) {
      return app(request, response);
    }
    if (tracing) {
      const path = request.url?.split("?")[0] ?? "/";
      const method = request.method ?? "GET";
      tracing.endRequest(
        tracing.startRequest(method, path, request.headers, startTime),
        response.statusCode,
      );
    }
    metrics.observe(
      request.method ?? "GET",
      request.url?.split("?")[0] ?? "/",
      response.statusCode,
      (performance.now() - started) / 1000,
    );
    withRequestId(id, () =>
      logger.info("request", {
        method: request.method,
        path: request.url?.split("?")[0],
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };

const server = createServer(answerFromCache(getRequestListener(app.fetch)));
server.listen(port, host, () => {
  const address = server.address();
  logger.info("listening", {
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${typeof address === "object" && address ? address.port : port}`,
  });
});

// While stopping, answers still owed on open keep-alive connections close them afterwards, so
// busy clients cannot keep the server from finishing.
server.on("request", (_request, response) => {
  if (stopping && !response.headersSent) response.setHeader("Connection", "close");
});

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => {
    logger.error("forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop accepting connections, let in-flight requests finish, then close the database.
  // The mail sender finishes the message in hand and gives back the rest of its batch.
  const mailStopped = entry.stopMailService();
  const controlStopped = stopControlChannel(control);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      // Connections that were busy at the signal become idle after their last answer.
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }
  });
  await Promise.all([
    mailStopped,
    controlStopped,
    entry.stopContentChanges(),
    cdn?.flush(),
    tracing?.shutdown(),
  ]);
  await entry.closeDatabase();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
