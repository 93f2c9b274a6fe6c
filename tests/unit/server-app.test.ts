import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it, vi } from "vitest";

/**
 * Issue 9, security: the Node server's own answers (error pages, body limits, health) carry the
 * headers of PRODUCT's technical decisions and never a stack trace. React Router is replaced by
 * a stub that fails on /boom, so the server's last-resort error page is reached.
 */

vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  createRequestHandler: () => async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/boom")) {
      throw new Error("secret detail at /srv/app/routes/boom.tsx:12:3");
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      const text = await request.text();
      return Response.json({ received: text.length });
    }
    return new Response("<!doctype html><title>ok</title>", {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
}));

const { createApp } = await import("../../server/app.ts");
const silent = { info() {}, warn() {}, error() {} };
let databaseUp = true;
const app = createApp({
  build: {} as never,
  clientDir: "build/client",
  production: true,
  logger: silent,
  databaseHealth: async () => ({ ok: databaseUp }),
});
const call = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);

function expectSecurityHeaders(response: Response) {
  const h = response.headers;
  expect(h.get("x-frame-options")).toBe("DENY");
  expect(h.get("x-content-type-options")).toBe("nosniff");
  expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(h.get("permissions-policy")).toContain("camera=()");
  expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(h.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(h.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  expect(h.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(h.get("x-powered-by")).toBeNull();
}

describe("server answers of its own", () => {
  it("an error page: 500, the headers, no stack trace or detail", async () => {
    const response = await call("/boom");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/secret|\.tsx|at \//);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("an API error: 500 JSON, the headers, no detail", async () => {
    const response = await call("/api/boom");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    const body = await response.json();
    expect(body).toEqual({ error: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  it("bodies over 10 KB on the API: 413 JSON with the headers", async () => {
    const response = await call("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(10 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("a body of exactly 10 KB passes, for every method with a body", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await call("/api/newsletter", { method, body: "x".repeat(10 * 1024) });
      expect(response.status, method).toBe(200);
      expect(await response.json()).toEqual({ received: 10 * 1024 });
    }
  });

  it("a streamed body without a length is counted as it arrives", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await call("/api/newsletter", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    // It stopped reading soon after the limit, not after the megabyte.
    expect(pulled).toBeLessThan(20);
  });

  it("page form posts are limited too (64 KB), with a plain text answer", async () => {
    const response = await call("/newsletter/unsubscribe", {
      method: "POST",
      body: "x".repeat(64 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
  });

  it("/healthz with the database up and down", async () => {
    databaseUp = true;
    const up = await call("/healthz");
    expect(up.status).toBe(200);
    expectSecurityHeaders(up);
    databaseUp = false;
    const down = await call("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "down" });
    expectSecurityHeaders(down);
    databaseUp = true;
  });
});

describe("a refused body over a real connection", () => {
  it("answers 413 and lets the client finish sending before closing (no reset)", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as { port: number };
    // Like a browser, the client keeps sending after the server has finished its side.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const outcome = await new Promise<{ answer: string; error?: string; sent: number }>(
      (resolve) => {
        let answer = "";
        let error: string | undefined;
        let sent = 0;
        socket.on("error", (e: NodeJS.ErrnoException) => {
          error = e.code;
        });
        socket.on("data", async (chunk) => {
          const first = answer === "";
          answer += chunk;
          if (!first) return;
          // The answer is in: the client goes on sending the rest of its body, as a browser or
          // fetch() still writing a large upload would. It must not meet a closed connection.
          for (let i = 0; i < 4; i++) {
            await new Promise((wait) => setTimeout(wait, 30));
            if (socket.destroyed) break;
            socket.write("z".repeat(4096));
            sent += 1;
          }
          socket.end();
        });
        socket.on("close", () => resolve({ answer, error, sent }));
        socket.write(
          "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
            `Content-Length: ${40 * 1024}\r\n\r\n${"y".repeat(12 * 1024)}`,
        );
      },
    );
    server.close();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(outcome.answer.toLowerCase()).toContain("connection: close");
    expect(outcome.sent).toBe(4);
    expect(outcome.error).toBeUndefined();
  });
});
