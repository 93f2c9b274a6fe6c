import type { MiddlewareHandler } from "hono";
import { type Logger, requestIdFrom, withRequestId } from "../app/lib/log.server.ts";

export { createLogger, type Logger, type LogLevel } from "../app/lib/log.server.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * One line per request, written when the response is ready, under the request's id (a proxy's
 * `X-Request-Id`, or a new one, sent back in the answer): every line logged while the request is
 * answered — by the app, the database layer, the mail outbox — carries the same `requestId`.
 * Paths only, never query strings (tokens travel there).
 */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await withRequestId(id, next);
    c.res.headers.set(REQUEST_ID_HEADER, id);
    withRequestId(id, () =>
      logger.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}
