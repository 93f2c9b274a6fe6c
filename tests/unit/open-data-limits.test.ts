import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { csvCell, csvTable } from "../../app/api/v1/csv.ts";
import { answerV1 } from "../../app/api/v1/handler.server.ts";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";

/**
 * The open data API's fair use (decision 142): the RateLimit headers of the IETF draft on every
 * answer, 429 with Retry-After and a problem beyond the limit, counted for every request even
 * with the page cache on; its CORS preflight; and CSV cells that spreadsheets cannot run.
 */

const renders: string[] = [];
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  createRequestHandler: () => async (request: Request) => {
    const { pathname } = new URL(request.url);
    renders.push(pathname);
    return Response.json(
      { path: pathname },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  },
}));

const { createApp } = await import("../../server/app.ts");

beforeAll(() => setConfigForTests(loadConfig({ SITE_URL: "https://explore-kosovo.test" })));
afterAll(() => setConfigForTests(undefined));

const request = (path = "/api/v1/events", headers: HeadersInit = {}) =>
  new Request(`https://explore-kosovo.test${path}`, { headers });

describe("rate limits of the open data API", () => {
  const limit = { max: 2, windowMs: 60_000 };

  it("tells each answer what is left, and refuses the request past the limit with 429", async () => {
    const options = {
      database: async () => {
        throw new Error("not used");
      },
      limit,
      limiter: memoryRateLimiter("api-test", limit),
    };
    const ok = () => new Response("{}", { headers: { "Content-Type": "application/json" } });
    const client = { "x-client-ip": "203.0.113.7" };
    const first = await answerV1(request("/api/v1/events", client), options, async () => ok());
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Policy")).toBe('"default";q=2;w=60');
    expect(first.headers.get("RateLimit")).toMatch(/^"default";r=1;t=(59|60)$/);
    const second = await answerV1(request("/api/v1/events", client), options, async () => ok());
    expect(second.headers.get("RateLimit")).toMatch(/^"default";r=0;t=\d+$/);

    let ran = false;
    const third = await answerV1(request("/api/v1/events", client), options, async () => {
      ran = true;
      return ok();
    });
    expect(ran).toBe(false);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(third.headers.get("RateLimit")).toMatch(/^"default";r=0;t=\d+$/);
    expect(third.headers.get("RateLimit-Policy")).toBe('"default";q=2;w=60');
    expect(third.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    expect(third.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await third.json()).toMatchObject({ status: 429, title: "Too Many Requests" });

    // Another client has its own budget.
    const other = await answerV1(
      request("/api/v1/events", { "x-client-ip": "198.51.100.9" }),
      options,
      async () => ok(),
    );
    expect(other.status).toBe(200);
  });

  it("counts errors too, and sends no RateLimit headers when the limit is off", async () => {
    const options = {
      database: async () => {
        throw new Error("not used");
      },
      limit: null,
    };
    const response = await answerV1(request(), options, async () => new Response("{}"));
    expect(response.headers.get("RateLimit")).toBeNull();
    const refused = await answerV1(
      new Request("https://explore-kosovo.test/api/v1/events", { method: "POST" }),
      options,
      async () => new Response("{}"),
    );
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  });
});

describe("the server in front of the open data API", () => {
  const app = createApp({
    build: {} as never,
    clientDir: "build/client",
    production: true,
    logger: { info() {}, warn() {}, error() {} },
    databaseHealth: async () => ({ ok: true }),
    pageCacheBytes: 1024 * 1024,
  });
  const call = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);

  it("never answers /api/v1 or the document from the page cache, so every request is counted", async () => {
    renders.length = 0;
    for (const path of [
      "/api/v1/events",
      "/api/v1/events",
      "/api/openapi.json",
      "/api/openapi.json",
    ]) {
      expect((await call(path)).status).toBe(200);
    }
    expect(renders).toEqual([
      "/api/v1/events",
      "/api/v1/events",
      "/api/openapi.json",
      "/api/openapi.json",
    ]);
    // The old unversioned lists are still kept (rendered once).
    renders.length = 0;
    await call("/api/events");
    await call("/api/events");
    expect(renders).toEqual(["/api/events"]);
  });

  it("answers the CORS preflight and lets other sites load the answers", async () => {
    const preflight = await call("/api/v1/events?lang=de", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("If-None-Match");
    const answer = await call("/api/v1/events");
    expect(answer.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    const page = await call("/events");
    expect(page.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });
});

describe("CSV cells", () => {
  it("quotes as RFC 4180 says and disarms formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42.5)).toBe("42.5");
    expect(csvTable(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
