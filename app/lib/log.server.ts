import { AsyncLocalStorage } from "node:async_hooks";
import { context, isSpanContextValid, trace } from "@opentelemetry/api";
import pino from "pino";
import { maskEmail } from "./mask.ts";

/**
 * The server's logs (issue 29 item 17, decision 139): pino JSON lines, one shape for the Node
 * server, the app it renders and the mail worker — `time`, `level`, `message`, the fields, and
 * the request's id where there is one — with every secret taken out before a line is written:
 * no token, password, code, cookie or full e-mail address reaches a log, whatever a caller
 * passes in (the `.eml` mail mode too: its line names the file to open, not the link's token).
 */

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const REDACTED = "[redacted]";

/** Fields whose value is a secret or a person's address, wherever they sit in a line. */
const SECRET_KEY =
  /^(password|newpassword|currentpassword|pass|secret|token|tokens|backupcodes?|totp|otp|cookie|set-cookie|authorization|apikey|api_key|key|recipient|email|address|ip|clientip|useragent|user-agent|body|html|text)$/i;
/** Query parameters that carry a secret in a link. */
const SECRET_PARAMETER = /([?&;](?:token|code|key|secret|signature|sig|password|otp)=)[^&#\s"']*/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** A whole address: a masked one (`m***@e***.com`) has stars and is left as it is. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Credentials in a connection address: `smtp://user:password@host`. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s:/@]+:[^\s@/]+@/gi;

/** A failed query's parameters (drizzle's "Failed query: …\nparams: …"): visitors' data. */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;
/** Longer strings are cut: a line is for reading, not a copy of a message or a page. */
const MAX_TEXT = 2_000;

/** `text` with the secrets it carries taken out. */
export function scrubText(text: string): string {
  const clean = text
    .replace(QUERY_PARAMETERS, `\nparams: ${REDACTED}`)
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(EMAIL, (address) => maskEmail(address));
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT)}…` : clean;
}

/** A copy of `value` with secret fields replaced and every string scrubbed (cycles cut). */
export function scrub(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value instanceof Error) {
    const { name, message, stack, cause } = value;
    return scrub({ type: name, message, stack, ...(cause === undefined ? {} : { cause }) }, seen);
  }
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // A masked address is kept (it tells messages apart); any other value of these keys goes.
    if (SECRET_KEY.test(key) && !(typeof inner === "string" && /^[^@]*\*\*\*@/.test(inner))) {
      out[key] = inner === undefined ? undefined : REDACTED;
    } else out[key] = scrub(inner, seen);
  }
  return out;
}

/** The request a line belongs to (set by the server's request logger, read by every logger). */
interface RequestScope {
  id: string;
}
const SCOPE_KEY = Symbol.for("explore-kosovo.request-scope");
// One store for the server and the app bundle it loads (two copies of this module).
const holder = globalThis as { [SCOPE_KEY]?: AsyncLocalStorage<RequestScope> };
holder[SCOPE_KEY] ??= new AsyncLocalStorage<RequestScope>();
const scopes = holder[SCOPE_KEY];

export function withRequestId<T>(id: string, work: () => T): T {
  return scopes.run({ id }, work);
}

export function currentRequestId(): string | undefined {
  return scopes.getStore()?.id;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A proxy's request id when it is a plain one, else a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * A logger at `level`: info and below on stdout, errors on stderr. `destination` is for tests.
 */
export function createLogger(level: LogLevel, destination?: { write(line: string): void }): Logger {
  const streams = destination
    ? [{ level: "debug" as const, stream: destination }]
    : [
        { level: "debug" as const, stream: pino.destination({ dest: 1, sync: true }) },
        { level: "error" as const, stream: pino.destination({ dest: 2, sync: true }) },
      ];
  const base = pino(
    {
      level: level === "silent" ? "silent" : level,
      base: undefined,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const id = currentRequestId();
        // The span of the request or job in hand, when traces are exported (server/tracing.ts).
        const span = trace.getSpan(context.active())?.spanContext();
        return {
          ...(id ? { requestId: id } : {}),
          ...(span && isSpanContextValid(span)
            ? { traceId: span.traceId, spanId: span.spanId }
            : {}),
        };
      },
      // Known places of secrets, blanked by pino itself as well (scrub covers the rest).
      redact: {
        paths: ["password", "token", "cookie", "authorization", "*.password", "*.token"],
        censor: REDACTED,
      },
    },
    pino.multistream(streams, { dedupe: true }),
  );
  const write =
    (name: Exclude<LogLevel, "silent">) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (!base.isLevelEnabled(name)) return;
      base[name](fields ? (scrub(fields) as object) : {}, scrubText(message));
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

let shared: Logger | undefined;

const LEVEL_KEY = Symbol.for("explore-kosovo.log-level");
const levelHolder = globalThis as { [LEVEL_KEY]?: LogLevel };

/**
 * The level of the app's logger: the server sets its configured `LOG_LEVEL` at start (shared
 * with the app bundle's copy of this module; lib/ does not read the configuration itself).
 */
export function setLogLevel(level: LogLevel): void {
  levelHolder[LEVEL_KEY] = level;
}

/** The app's logger, at the level the server set (`info` until then). */
export function log(): Logger {
  shared ??= createLogger(levelHolder[LEVEL_KEY] ?? "info");
  return shared;
}

/** Replaces the app's logger (tests read what the app logs); returns the one it replaced. */
export function replaceLogger(logger: Logger | undefined): Logger | undefined {
  const previous = shared;
  shared = logger;
  return previous;
}
