import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "../../app/db/instance.server.ts";
import { documentStatus, handleError } from "../../app/entry.server.tsx";
import { createLogger, replaceLogger } from "../../app/lib/log.server.ts";

/**
 * A page that failed because the database is down answers 503 (unavailable for now), not 500.
 * In production React Router gives the document renderer sanitized errors, so the cause is
 * known only to `handleError`, which sees the original.
 */
const sanitized = () => new Error("Unexpected Server Error");
const args = (request: Request) => ({ request, params: {}, context: undefined as never });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("document status when the database is down", () => {
  it("is 503 for a page whose loader lost the database, even with sanitized errors", () => {
    const lines: string[] = [];
    const previous = replaceLogger(createLogger("info", { write: (line) => lines.push(line) }));
    try {
      const request = new Request("http://localhost/destinations");
      const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      handleError(new DatabaseUnavailableError(refused), args(request));
      expect(documentStatus(request, 500, [sanitized()])).toBe(503);
      // One short line, not a stack trace per page view.
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? "")).toMatchObject({
        level: "error",
        message: "database unavailable",
        method: "GET",
        path: "/destinations",
      });
      expect(lines[0]).not.toContain("stack");
    } finally {
      replaceLogger(previous);
    }
  });

  it("stays 500 for any other failure, and leaves other statuses alone", () => {
    const previous = replaceLogger(createLogger("silent"));
    const request = new Request("http://localhost/events");
    handleError(new TypeError("x is undefined"), args(request));
    expect(documentStatus(request, 500, [sanitized()])).toBe(500);
    expect(documentStatus(new Request("http://localhost/"), 200, [])).toBe(200);
    expect(documentStatus(new Request("http://localhost/nope"), 404, [])).toBe(404);
    replaceLogger(previous);
  });

  it("is 503 when the errors themselves say so (development keeps them whole)", () => {
    const request = new Request("http://localhost/cities/1");
    expect(documentStatus(request, 500, [new DatabaseUnavailableError()])).toBe(503);
  });
});

describe("a form React Router refuses for its Origin", () => {
  it("is logged as a refused request with the route, not as a failure with a stack", () => {
    const lines: string[] = [];
    const previous = replaceLogger(createLogger("info", { write: (line) => lines.push(line) }));
    try {
      const request = new Request("http://localhost/desk/people", { method: "POST" });
      const error = new Error(
        "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
      );
      handleError(error, args(request));
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({
          level: "warn",
          message: "request refused",
          status: 400,
          route: "/desk/people",
          reason: "csrf",
        }),
      ]);
      expect(lines[0]).not.toContain("stack");
    } finally {
      replaceLogger(previous);
    }
  });
});
