import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { PageCache, recordDependencies } from "../../server/page-cache.ts";

/**
 * Issue 20: the page cache renders a page once per content version, keeps its compressed forms,
 * drops exactly what a change touches, serves the old copy of a popular page while its new one
 * renders, and never keeps private pages.
 */

interface Page {
  body: string;
  tags: string[];
  day?: string;
  headers?: Record<string, string>;
}

let pages: Record<string, Page>;
let renders: string[];
/** Renders wait on this when set (to look at the cache while one is under way). */
let gate: Promise<void> | undefined;

async function render(request: Request) {
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  renders.push(key);
  if (gate) await gate;
  const page = pages[url.pathname];
  const response = page
    ? new Response(request.method === "HEAD" ? null : page.body, {
        headers: { "Content-Type": "text/html; charset=utf-8", ...page.headers },
      })
    : new Response("not found", { status: 404, headers: { "Content-Type": "text/html" } });
  return { response, collected: { tags: page?.tags ?? [], day: page?.day } };
}

/** Stands in for the routes' declarations (server/route-declarations.ts, tested on its own). */
const declaredPrivate = (pathname: string) => /^\/(sq\/)?desk(\/|$)/i.test(pathname);

function setup(maxBytes = 10 * 1024 * 1024) {
  const cache = new PageCache({
    maxBytes,
    origin: "https://site.example",
    render,
    isPrivate: declaredPrivate,
  });
  const app = new Hono();
  app.use(cache.fastPath());
  app.use(cache.middleware());
  app.all("*", async (c) => {
    const { response, collected } = await render(c.req.raw);
    recordDependencies(c.req.raw, collected);
    return response;
  });
  const get = (path: string, headers?: Record<string, string>) =>
    app.request(`https://site.example${path}`, { headers });
  const head = (path: string) => app.request(`https://site.example${path}`, { method: "HEAD" });
  return { cache, get, head };
}

const long = (text: string) => `<!doctype html><p>${text}</p>${"<i>filler</i>".repeat(200)}`;

beforeEach(() => {
  renders = [];
  gate = undefined;
  pages = {
    "/": { body: long("home v1"), tags: ["destinations", "events"] },
    "/events/1": { body: long("event 1 v1"), tags: ["events:1"] },
    "/events/2": { body: long("event 2 v1"), tags: ["events:2"] },
    "/destinations/1": { body: long("destination 1 v1"), tags: ["destinations:1"] },
    "/desk": { body: long("desk"), tags: [] },
    // React Router renders the desk under any letter case.
    "/Desk": { body: long("desk"), tags: [] },
    "/DESK": { body: long("desk"), tags: [] },
    "/sq/desk": { body: long("desk"), tags: [] },
    "/upcoming": { body: long("upcoming"), tags: ["events"], day: "2000-01-01" },
  };
});

describe("the page cache", () => {
  it("renders a page once and serves it to everyone, in the encoding each accepts", async () => {
    const { get, cache } = setup();
    const first = await get("/");
    expect(await first.text()).toContain("home v1");
    const br = await get("/", { "Accept-Encoding": "br, gzip" });
    const gz = await get("/", { "Accept-Encoding": "gzip" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      pages["/"]?.body,
    );
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(pages["/"]?.body);
    expect(renders).toEqual(["/"]);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 2, misses: 1 });
    expect(first.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(first.headers.get("Cache-Control")).toContain("stale-while-revalidate");
    expect(first.headers.get("Surrogate-Key")).toBe("destinations events site");
    expect(first.headers.get("Cache-Tag")).toBe("destinations,events,site");
  });

  it("a page's data (….data) is kept for a CDN, but browsers ask again every time", async () => {
    pages["/events/1.data"] = {
      body: long("event 1 data"),
      tags: ["events:1"],
      headers: { "Content-Type": "text/x-script" },
    };
    const { get } = setup();
    await get("/events/1.data");
    const kept = await get("/events/1.data");
    const control = kept.headers.get("Cache-Control") ?? "";
    // A browser revalidating after an action must not get its own stale copy back.
    expect(control).toContain("must-revalidate");
    expect(control).not.toContain("stale-while-revalidate");
    expect(control).toMatch(/s-maxage=\d+/);
    expect(renders).toEqual(["/events/1.data"]);
  });

  it("keeps nothing from a HEAD request, and answers HEAD from a kept page", async () => {
    const { get, head, cache } = setup();
    expect((await head("/")).status).toBe(200);
    expect(cache.stats().entries).toBe(0);
    await get("/");
    const kept = await head("/");
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe("");
    expect(kept.headers.get("ETag")).toBeTruthy();
    // The page served after the HEAD requests is whole.
    expect(await (await get("/")).text()).toBe(pages["/"]?.body);
  });

  it("answers 304 to a matching ETag", async () => {
    const { get } = setup();
    const etag = (await get("/")).headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/", { "If-None-Match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("renders concurrent first requests for one page once", async () => {
    const { get } = setup();
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const answers = Promise.all([get("/"), get("/"), get("/")]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const bodies = await Promise.all((await answers).map((answer) => answer.text()));
    expect(bodies.every((body) => body.includes("home v1"))).toBe(true);
    expect(renders).toEqual(["/"]);
  });

  it("drops exactly the pages a change touches: the row's pages and the lists", async () => {
    const { get, cache } = setup();
    for (const path of ["/", "/events/1", "/events/2", "/destinations/1"]) await get(path);
    renders = [];
    pages["/events/1"] = { body: long("event 1 v2"), tags: ["events:1"] };
    pages["/"] = { body: long("home v2"), tags: ["destinations", "events"] };
    await cache.invalidate(["events:1"]);
    for (const path of ["/", "/events/1", "/events/2", "/destinations/1"]) await get(path);
    // Event 1's page and the home page (which lists all events) rendered again, nothing else.
    expect(renders.sort()).toEqual(["/", "/events/1"]);
    expect(await (await get("/events/1")).text()).toContain("event 1 v2");
    expect(await (await get("/")).text()).toContain("home v2");
    expect(await (await get("/events/2")).text()).toContain("event 2 v1");
  });

  it("a change of a whole list drops the pages of its rows too; '*' drops everything", async () => {
    const { get, cache } = setup();
    for (const path of ["/", "/events/1", "/destinations/1"]) await get(path);
    renders = [];
    await cache.invalidate(["events"]);
    for (const path of ["/", "/events/1", "/destinations/1"]) await get(path);
    expect(renders.sort()).toEqual(["/", "/events/1"]);
    renders = [];
    await cache.invalidate(["*"]);
    await get("/destinations/1");
    expect(renders).toEqual(["/destinations/1"]);
  });

  it("renders a popular page again before dropping it, serving the old copy meanwhile", async () => {
    const { get, cache } = setup();
    for (let i = 0; i < 3; i++) await get("/events/1");
    renders = [];
    pages["/events/1"] = { body: long("event 1 v2"), tags: ["events:1"] };
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const applied = cache.invalidate(["events:1"]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The refresh is under way: visitors still get the old copy, nobody renders it again.
    expect(await (await get("/events/1")).text()).toContain("event 1 v1");
    expect(renders).toEqual(["/events/1"]);
    open();
    await applied;
    // Once the change is applied, nobody sees the old copy.
    expect(await (await get("/events/1")).text()).toContain("event 1 v2");
    expect(renders).toEqual(["/events/1"]);
  });

  it("a page that listed yesterday's upcoming events is rendered again after midnight", async () => {
    const { get } = setup();
    await get("/upcoming");
    await get("/upcoming");
    // Rendered on 2000-01-01 (Kosovo); today is later, so the copy is stale.
    expect(renders.filter((path) => path === "/upcoming").length).toBeGreaterThanOrEqual(2);
  });

  it("never keeps the desk or other private pages, and marks them private", async () => {
    const { get, cache } = setup();
    for (const path of ["/desk", "/desk", "/sq/desk", "/Desk", "/DESK"]) {
      const answer = await get(path);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.headers.get("ETag")).toBeNull();
    }
    expect(renders).toEqual(["/desk", "/desk", "/sq/desk", "/Desk", "/DESK"]);
    expect(cache.stats().entries).toBe(0);
  });

  it("never answers a request with a desk session from the cache, nor keeps its answer", async () => {
    const { get, cache } = setup();
    await get("/events/1"); // kept for everyone
    const session = { Cookie: "ek-lang=de; desk.session_token=abc.def" };
    for (const cookie of [
      session.Cookie,
      "__Secure-desk.session_token=abc",
      "__Host-desk.session_token=abc",
    ]) {
      const answer = await get("/events/1", { Cookie: cookie });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.headers.get("ETag")).toBeNull();
      const fresh = await get("/events/2", { Cookie: cookie });
      expect(fresh.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // Every request with a session was rendered; none of their answers was kept.
    expect(renders).toEqual([
      "/events/1",
      "/events/1",
      "/events/2",
      "/events/1",
      "/events/2",
      "/events/1",
      "/events/2",
    ]);
    expect(cache.stats().entries).toBe(1);
    // A cookie that is not the session's changes nothing.
    const other = await get("/events/1", { Cookie: "ek-lang=de" });
    expect(other.headers.get("Cache-Control")).toMatch(/^public/);
    expect(renders).toHaveLength(7);
  });

  it("never keeps answers that are not public: cookies, no-store, errors", async () => {
    const { get, cache } = setup();
    pages["/cookie"] = { body: long("c"), tags: [], headers: { "Set-Cookie": "a=b" } };
    pages["/nostore"] = { body: long("n"), tags: [], headers: { "Cache-Control": "no-store" } };
    for (const path of ["/cookie", "/cookie", "/nostore", "/nostore", "/missing", "/missing"]) {
      await get(path);
    }
    expect(renders).toHaveLength(6);
    expect(cache.stats().entries).toBe(0);
  });

  it("stays within its size, dropping the least recently used", async () => {
    // Room for about two pages with their compressed forms.
    const { get, cache } = setup(12_000);
    await get("/events/1");
    await get("/events/2");
    await get("/events/1");
    await get("/destinations/1");
    expect(cache.stats().bytes).toBeLessThanOrEqual(12_000);
    renders = [];
    await get("/events/1");
    await get("/events/2");
    expect(renders).toEqual(["/events/2"]);
  });

  it("does not keep a page whose render was overtaken by a change", async () => {
    const { get, cache } = setup();
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const answer = get("/events/1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    await cache.invalidate(["events:1"]);
    open();
    await answer;
    gate = undefined;
    await get("/events/1");
    expect(renders).toEqual(["/events/1", "/events/1"]);
  });

  it("answers a kept page straight from a Node server, before the app, as the app would", async () => {
    const { get, cache } = setup();
    await get("/events/1");
    const viaApp = await get("/events/1", { "Accept-Encoding": "br" });
    const fallThrough: string[] = [];
    const server = createServer((request, response) => {
      if (cache.answerNode(request, response)) return;
      fallThrough.push(request.url ?? "");
      response.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const direct = await fetch(`${base}/events/1`, { headers: { "Accept-Encoding": "br" } });
      expect(direct.status).toBe(200);
      expect(direct.headers.get("Content-Encoding")).toBe("br");
      expect(await direct.text()).toBe(pages["/events/1"]?.body); // fetch decodes Brotli
      for (const name of ["ETag", "Cache-Control", "Content-Type", "Vary"]) {
        expect(direct.headers.get(name), name).toBe(viaApp.headers.get(name));
      }
      const etag = direct.headers.get("ETag") ?? "";
      const again = await fetch(`${base}/events/1`, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      const head = await fetch(`${base}/events/1`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      // Misses, private paths, other methods and paths the app would normalise go on to the app.
      for (const [path, method] of [
        ["/events/2", "GET"],
        ["/desk", "GET"],
        ["/events/1", "POST"],
        ["/events/%31", "GET"],
      ] as const) {
        expect((await fetch(`${base}${path}`, { method })).status, path).toBe(418);
      }
      expect(fallThrough).toHaveLength(4);
      // A kept public page asked for with a desk session goes to the app too (never from here).
      const withSession = await fetch(`${base}/events/1`, {
        headers: { Cookie: "desk.session_token=abc" },
      });
      expect(withSession.status).toBe(418);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
