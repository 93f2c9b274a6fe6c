import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting of the site, read from the environment once at boot and validated here; no other
 * file reads `process.env` (docs/decisions/008-one-configuration.md). A wrong value stops the
 * start with one sentence that names the variable. The README's table of settings is checked
 * against `settings` by tests/unit/config.test.ts.
 */

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

/** `http(s)://host[:port]`, no path, query or fragment; a trailing slash is dropped. */
const origin = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^/\s?#@]+\/?$/i, "must be an origin such as https://explore-kosovo.example")
  .transform((value) => value.replace(/\/$/, "").toLowerCase());

const rateLimit = z.string().transform((value, context) => {
  const limit = parseRateLimit(value);
  if (limit === undefined) {
    context.addIssue({ code: "custom", message: 'must be "max/seconds" (such as 5/60) or "off"' });
    return z.NEVER;
  }
  return limit;
});

/** The settings with their defaults and their line in the README's table. */
export const settings = {
  PORT: {
    schema: z.coerce.number().int().min(1).max(65_535).default(3000),
    default: "`3000`",
    meaning: "HTTP port",
  },
  HOST: {
    schema: z.string().trim().min(1).default("0.0.0.0"),
    default: "`0.0.0.0`",
    meaning: "Interface to listen on",
  },
  DATA_DIR: {
    schema: z.string().trim().min(1).default("./data"),
    default: "`./data`",
    meaning: "Where the embedded PGlite database (and, without `SMTP_URL`, the mail folder) lives",
  },
  DATABASE_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/i, "must be a postgres:// URL")
      .optional(),
    default: "—",
    meaning: "`postgres://…` to use a PostgreSQL server instead of PGlite",
  },
  SITE_URL: {
    schema: origin.optional(),
    default: "`http://localhost:<PORT>`",
    meaning:
      "Public origin (`https://host`) of every absolute URL: canonical and social tags, JSON-LD, calendar files, share links, `/sitemap.xml`, `/robots.txt` and e-mail links. Required with `TRUST_PROXY`",
  },
  TRUST_PROXY: {
    schema: z.coerce.number().int().min(0).max(10).default(0),
    default: "`0`",
    meaning:
      "Number of reverse proxies in front (usually `1`): the client address for rate limits comes from `X-Forwarded-For`",
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default("info"),
    default: "`info`",
    meaning:
      "`debug`, `info`, `warn`, `error` or `silent`; pino JSON lines, one per request at `info`, each with the request's `requestId` (also sent as `X-Request-Id`); tokens, passwords, codes, cookies and addresses are taken out of every line (decision 139); refused desk requests (401, 403, CSRF) are logged with route and reason",
  },
  METRICS_TOKEN: {
    schema: z
      .string()
      .trim()
      .min(24, "must be at least 24 characters (e.g. `openssl rand -hex 24`)")
      .optional(),
    default: "—",
    meaning:
      "`/metrics` (Prometheus) answers the machine itself and private networks when asked directly; with this set, also anyone sending `Authorization: Bearer <token>` (e.g. a Prometheus outside, or through the proxy)",
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    default: "—",
    meaning:
      "OpenTelemetry collector (`http://collector:4318`): with it, every request is a span named by its route, continuing a `traceparent`, mail sending too, exported over OTLP/HTTP to `<endpoint>/v1/traces`; log lines carry the `traceId` (decision 150). `OTEL_EXPORTER_OTLP_HEADERS` adds headers",
  },
  OTEL_SERVICE_NAME: {
    schema: z.string().trim().min(1).max(100).default("explore-kosovo"),
    default: "`explore-kosovo`",
    meaning: "The `service.name` of the spans (the mail worker adds `-mail-worker`)",
  },
  API_RATE_LIMIT: {
    schema: rateLimit.default({ max: 300, windowMs: 60_000 }),
    default: "`300/60`",
    meaning:
      "Requests per client to the open data API (`/api/v1/…`, `/api/openapi.json`) as `max/seconds`, or `off`; answered with `RateLimit` headers and 429 beyond it",
  },
  NEWSLETTER_RATE_LIMIT: {
    schema: rateLimit.default({ max: 5, windowMs: 60_000 }),
    default: "`5/60`",
    meaning: "Newsletter sign-ups per client as `max/seconds`, or `off`",
  },
  LIKE_RATE_LIMIT: {
    schema: rateLimit.default({ max: 30, windowMs: 60_000 }),
    default: "`30/60`",
    meaning: "Blog likes and unlikes per client as `max/seconds`, or `off`",
  },
  CONTRIBUTION_RATE_LIMIT: {
    schema: rateLimit.default({ max: 10, windowMs: 3_600_000 }),
    default: "`10/3600`",
    meaning:
      "Visitors' submissions (reviews, and later comments and tips) per client as `max/seconds`, or `off`",
  },
  CONTRIBUTION_EMAIL_RATE_LIMIT: {
    schema: rateLimit.default({ max: 5, windowMs: 3_600_000 }),
    default: "`5/3600`",
    meaning: "Visitors' submissions per e-mail address as `max/seconds`, or `off`",
  },
  CONTRIBUTION_PLAIN_RATE_LIMIT: {
    schema: rateLimit.default({ max: 3, windowMs: 3_600_000 }),
    default: "`3/3600`",
    meaning:
      "Submissions per client sent without the proof-of-work (browsers without JavaScript) as `max/seconds`, or `off`",
  },
  CONTRIBUTION_VOTE_RATE_LIMIT: {
    schema: rateLimit.default({ max: 60, windowMs: 3_600_000 }),
    default: "`60/3600`",
    meaning: '"Helpful" votes and reports per client as `max/seconds`, or `off`',
  },
  CONTRIBUTION_MAX_LINKS: {
    schema: z.coerce.number().int().min(0).max(50).default(2),
    default: "`2`",
    meaning: "Links (web addresses) a visitor's text may contain; more are refused",
  },
  SMTP_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/i, "must be an smtp:// or smtps:// URL")
      .optional(),
    default: "—",
    meaning:
      "Mail server, `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`; without it, mail is written as `.eml` files under `DATA_DIR/mail/`",
  },
  MAIL_FROM: {
    schema: z.string().trim().min(3).default("Explore Kosovo <hello@explore-kosovo.localhost>"),
    default: "`Explore Kosovo <hello@explore-kosovo.localhost>`",
    meaning: "Sender of every e-mail",
  },
  MAIL_SENDER: {
    schema: z.enum(["server", "worker"]).default("server"),
    default: "`server`",
    meaning:
      "Who drains the mail outbox: `server` (each app server) or `worker` (only `npm run worker`, which needs `DATABASE_URL`)",
  },
  NEWSLETTER_SEND_RATE: {
    schema: z.coerce.number().int().min(1).max(10_000).default(60),
    default: "`60`",
    meaning: "Newsletter issue e-mails per minute (`npm run newsletter:send`)",
  },
  EDITOR_DIGEST_TO: {
    schema: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be e-mail addresses separated by commas")))
      .optional(),
    default: "—",
    meaning:
      "Extra addresses (comma-separated) of the weekly digest of event dates that need confirming; the desk's admins and editors always receive it",
  },
  REDIS_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^rediss?:\/\/\S+$/i, "must be a redis:// URL")
      .optional(),
    default: "—",
    meaning: "`redis://…` to share rate limits and cache invalidation between app servers",
  },
  PAGE_CACHE_MB: {
    schema: z.coerce.number().int().min(0).max(4096).default(64),
    default: "`64`",
    meaning:
      "Memory for rendered pages and API lists kept with their Brotli and gzip forms, in MB (least recently used dropped first); `0` turns the page cache off",
  },
  CDN_PURGE_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/i, "must be an http(s):// URL")
      .optional(),
    default: "—",
    meaning:
      "The CDN's purge-by-tag endpoint (Fastly `https://api.fastly.com/service/<id>/purge`, Cloudflare `https://api.cloudflare.com/client/v4/zones/<id>/purge_cache`): the server that publishes a change purges what it affects, batched each second",
  },
  CDN_PROVIDER: {
    schema: z.enum(["fastly", "cloudflare"]).default("fastly"),
    default: "`fastly`",
    meaning: "How to call `CDN_PURGE_URL`: `fastly` (surrogate keys) or `cloudflare` (cache tags)",
  },
  CDN_PURGE_TOKEN: {
    schema: z.string().trim().min(1).optional(),
    default: "—",
    meaning: "API token for `CDN_PURGE_URL` (sent as `Fastly-Key` or `Authorization: Bearer`)",
  },
  SESSION_SECRET: {
    schema: z.string().min(32, "must be at least 32 characters").optional(),
    default: "—",
    meaning:
      "Secret for the editors' desk: signs its session cookies and encrypts two-factor secrets (32 characters or more). Required for the desk when `SITE_URL` is https; without it a local site keeps a generated one in `DATA_DIR/secrets/`",
  },
  HASH_SECRET: {
    schema: z.string().min(32, "must be at least 32 characters").optional(),
    default: "—",
    meaning:
      "Secret of the keyed hashes (HMAC-SHA-256) that stand for visitors' e-mail and connection addresses in blocks, limits and stored submissions; each month's key is derived from it and lookups accept this month's and last month's (32 characters or more). Without it the site keeps a generated one in `DATA_DIR/secrets/`; app servers that share a database need the same one",
  },
  NODE_ENV: {
    schema: z.enum(["production", "development", "test"]).default("production"),
    default: "`production`",
    meaning: "`development` turns off HSTS and long asset caching",
  },
  BUILD_DIR: {
    schema: z.string().trim().min(1).default("build"),
    default: "`build`",
    meaning: "Where `npm run build` writes the site and `npm start` serves it from",
  },
} as const;

type Settings = typeof settings;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const schema = z.object(
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, value.schema])) as {
    [K in keyof Settings]: Settings[K]["schema"];
  },
);

export type Config = z.output<typeof schema> & {
  /** The public origin: SITE_URL, else `http://localhost:<PORT>`; never a request header. */
  origin: string;
  /** DATA_DIR resolved to an absolute path (unless it is `memory://`). */
  dataDir: string;
  /**
   * Where the desk's uploaded images are kept (issue 18 item 3), served at `/media/`:
   * `DATA_DIR/media`, or a folder of this process's own under the system's temporary folder
   * when the database lives in memory (the images go with it).
   */
  mediaDir: string;
};

/** Parses the settings from `env`; throws a `ConfigError` whose message is one sentence. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.keys(settings).map((key) => [key, env[key]?.trim() ? env[key] : undefined]),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "a setting");
    const given = present[name];
    const detail =
      issue?.code === "invalid_value"
        ? `must be one of ${issue.values.map(String).join(", ")}`
        : (issue?.message ?? "is invalid");
    throw new ConfigError(`${name}=${JSON.stringify(given)} ${detail}.`);
  }
  const values = result.data;
  if (values.TRUST_PROXY > 0 && !values.SITE_URL) {
    throw new ConfigError(
      "TRUST_PROXY is set but SITE_URL is not: behind a proxy, set SITE_URL to the public origin (https://your-host).",
    );
  }
  if (values.MAIL_SENDER === "worker" && !values.DATABASE_URL) {
    throw new ConfigError(
      "MAIL_SENDER=worker needs DATABASE_URL: with the embedded database no other process can send the mail, so leave MAIL_SENDER unset.",
    );
  }
  const inMemory = values.DATA_DIR.startsWith("memory://");
  return {
    ...values,
    origin: values.SITE_URL ?? `http://localhost:${values.PORT}`,
    dataDir: inMemory ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    mediaDir: inMemory
      ? path.join(tmpdir(), `explore-kosovo-${process.pid}`, "media")
      : path.resolve(values.DATA_DIR, "media"),
  };
}

let current: Config | undefined;

/** The site's configuration, parsed on first use and kept for the life of the process. */
export function config(): Config {
  current ??= loadConfig();
  return current;
}

/** Tests replace the configuration (and restore it with `undefined`). */
export function setConfigForTests(next: Config | undefined): void {
  current = next;
}

export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

/**
 * "5/60" → 5 requests per 60 seconds; "5" → 5 per minute; "off" or "0" → no limit (null);
 * anything else → undefined.
 */
export function parseRateLimit(value: string): RateLimitSetting | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)(?:\s*\/\s*(\d+)\s*s?)?$/.exec(text);
  if (!match) return undefined;
  const max = Number(match[1]);
  const seconds = match[2] === undefined ? 60 : Number(match[2]);
  if (max < 1 || seconds < 1) return undefined;
  return { max, windowMs: seconds * 1000 };
}
