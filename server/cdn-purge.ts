/**
 * Purging a CDN by tag (issue 20 item 2; docs/decisions/071-content-changes.md). Every cached
 * page carries the keys of what it read (`Surrogate-Key`, space-separated, for Fastly and most
 * CDNs; `Cache-Tag`, comma-separated, for Cloudflare). The server that publishes a change asks
 * the CDN to drop those keys, batched: changes that arrive within `batchMs` of each other go in
 * one request (per the provider's limit of keys per request), retried a few times on failure.
 *
 * The page cache's tags are paths (`events`, `events:12`): a change touches its ancestors and its
 * descendants. A CDN only matches keys exactly, so a page lists each tag and, for every ancestor
 * of one, `<ancestor>:*` ("read something inside"), and every page lists `site`:
 * - a change of `events:12` purges `events:12`, `events` (lists of all events) and `events:12:*`;
 * - a change of `events` purges `events` and `events:*` (every page that read one event);
 * - `*` purges `site`.
 */

export type CdnProvider = "fastly" | "cloudflare";

/** Every cached page carries this key: purging it drops everything. */
export const SITE_KEY = "site";

/** The keys a page that read `tags` carries. */
export function surrogateKeys(tags: readonly string[]): string[] {
  const keys = new Set<string>([SITE_KEY]);
  for (const tag of tags) {
    keys.add(tag);
    const parts = tag.split(":");
    for (let i = 1; i < parts.length; i++) keys.add(`${parts.slice(0, i).join(":")}:*`);
  }
  return [...keys].sort();
}

/** The keys to purge for a content change of `tags`. */
export function purgeKeys(tags: readonly string[]): string[] {
  if (tags.includes("*")) return [SITE_KEY];
  const keys = new Set<string>();
  for (const tag of tags) {
    keys.add(tag);
    keys.add(`${tag}:*`);
    const parts = tag.split(":");
    for (let i = 1; i < parts.length; i++) keys.add(parts.slice(0, i).join(":"));
  }
  return [...keys].sort();
}

/** The response headers naming a page's keys, for both kinds of CDN. */
export function surrogateHeaders(tags: readonly string[]): [string, string][] {
  const keys = surrogateKeys(tags);
  return [
    ["Surrogate-Key", keys.join(" ")],
    ["Cache-Tag", keys.join(",")],
  ];
}

export interface CdnPurgerOptions {
  provider: CdnProvider;
  /** The provider's purge endpoint (Fastly: `…/service/<id>/purge`; Cloudflare: `…/zones/<id>/purge_cache`). */
  url: string;
  /** Fastly API token or Cloudflare API token. */
  token?: string;
  /** Changes within this many ms go in one request. */
  batchMs?: number;
  /** Attempts per request before giving up (with a growing pause). */
  attempts?: number;
  fetch?: typeof fetch;
  onError?: (error: unknown, keys: string[]) => void;
}

/** Keys per request each provider accepts. */
const KEYS_PER_REQUEST: Record<CdnProvider, number> = { fastly: 256, cloudflare: 30 };

export interface CdnPurger {
  /** Queues the keys of a content change; they are sent with the batch. */
  purge(tags: readonly string[]): void;
  /** Sends what is queued now; resolves when every request finished (or gave up). */
  flush(): Promise<void>;
}

export function createCdnPurger(options: CdnPurgerOptions): CdnPurger {
  const send = options.fetch ?? fetch;
  const batchMs = options.batchMs ?? 1_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  let queued = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();

  const request = (keys: string[]): Request =>
    options.provider === "fastly"
      ? new Request(options.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            ...(options.token ? { "Fastly-Key": options.token } : {}),
          },
          body: JSON.stringify({ surrogate_keys: keys }),
        })
      : new Request(options.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ tags: keys }),
        });

  const sendKeys = async (keys: string[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await send(request(keys));
        if (response.ok) return;
        throw new Error(`CDN purge answered ${response.status}`);
      } catch (error) {
        if (attempt >= attempts) {
          options.onError?.(error, keys);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const keys = [...queued].sort();
    queued = new Set();
    if (keys.length === 0) return sending;
    const size = KEYS_PER_REQUEST[options.provider];
    const batches: string[][] = [];
    for (let i = 0; i < keys.length; i += size) batches.push(keys.slice(i, i + size));
    // One batch after the other, in order: a later purge never overtakes an earlier one.
    sending = sending.then(async () => {
      for (const batch of batches) await sendKeys(batch);
    });
    return sending;
  };

  return {
    purge(tags) {
      for (const key of purgeKeys(tags)) queued.add(key);
      if (!timer) {
        timer = setTimeout(() => void flush(), batchMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
