import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCdnPurger, purgeKeys, surrogateKeys } from "../../server/cdn-purge.ts";

/**
 * Issue 20 item 2: with a CDN in front, a content change purges exactly the pages it affects,
 * by tag, batched. A CDN matches keys exactly, so the keys a page carries and the keys a change
 * purges must meet exactly where the page cache's own rule (a change touches its ancestors and
 * descendants) says the page is affected.
 */

/** Whether a CDN holding a page that read `pageTags` drops it on a change of `changeTags`. */
function purged(pageTags: string[], changeTags: string[]): boolean {
  const carried = new Set(surrogateKeys(pageTags));
  return purgeKeys(changeTags).some((key) => carried.has(key));
}

describe("surrogate keys", () => {
  it("a change of one event purges that event's pages and the lists of all events, nothing else", () => {
    expect(purged(["events:12"], ["events:12"])).toBe(true);
    expect(purged(["events"], ["events:12"])).toBe(true);
    expect(purged(["events:13"], ["events:12"])).toBe(false);
    expect(purged(["destinations", "destinations:1"], ["events:12"])).toBe(false);
  });

  it("a change of the whole list purges every page that read any event", () => {
    expect(purged(["events:12"], ["events"])).toBe(true);
    expect(purged(["destinations:1", "events:3"], ["events"])).toBe(true);
    expect(purged(["experiences"], ["events"])).toBe(false);
  });

  it("* purges every page, even one that read nothing from the database", () => {
    expect(purged([], ["*"])).toBe(true);
    expect(purgeKeys(["*", "events"])).toEqual(["site"]);
  });
});

describe("the purger", () => {
  const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  let failNext = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (failNext > 0) {
        failNext--;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/service/abc/purge`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the changes of one batch window in one request (Fastly's form)", async () => {
    received.length = 0;
    const purger = createCdnPurger({ provider: "fastly", url, token: "secret", batchMs: 50 });
    purger.purge(["events:12"]);
    purger.purge(["destinations:1", "events:12"]);
    expect(received).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await purger.flush();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers["fastly-key"]).toBe("secret");
    expect(received[0]?.body).toEqual({
      surrogate_keys: [
        "destinations",
        "destinations:1",
        "destinations:1:*",
        "events",
        "events:12",
        "events:12:*",
      ],
    });
  });

  it("splits Cloudflare's purges at 30 tags, and retries a refused request", async () => {
    received.length = 0;
    const errors: unknown[] = [];
    const purger = createCdnPurger({
      provider: "cloudflare",
      url,
      token: "cf",
      batchMs: 10_000,
      onError: (error) => errors.push(error),
    });
    for (let i = 0; i < 20; i++) purger.purge([`events:${i}`]);
    failNext = 1;
    await purger.flush();
    expect(errors).toEqual([]);
    const tags = received.map((request) => (request.body as { tags: string[] }).tags);
    expect(tags.map((batch) => batch.length)).toEqual([30, 11]);
    expect(new Set(tags.flat()).size).toBe(41);
    expect(received[0]?.headers.authorization).toBe("Bearer cf");
  });

  it("gives up after its attempts and says so", async () => {
    const errors: unknown[] = [];
    const purger = createCdnPurger({
      provider: "fastly",
      url,
      attempts: 2,
      onError: (error, keys) => errors.push([String(error), keys]),
    });
    failNext = 2;
    purger.purge(["*"]);
    await purger.flush();
    expect(errors).toEqual([["Error: CDN purge answered 503", ["site"]]]);
  });
});
