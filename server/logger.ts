import type { MiddlewareHandler } from "hono";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** JSON lines on stdout (stderr for errors), filtered by LOG_LEVEL. */
export function createLogger(level: LogLevel): Logger {
  const threshold = LEVELS[level];
  const write = (name: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (LEVELS[name] < threshold) return;
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: name,
      message,
      ...fields,
    });
    (name === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}

/** One line per request, written when the response is ready. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
