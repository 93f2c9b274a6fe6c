import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED, replaceLogger, withRequestId } from "../../app/lib/log.server.ts";
import { requestLogger } from "../../server/logger.ts";

/**
 * Issue 29 item 17: the server logs through pino, and no line carries a token, a password, a
 * second-factor code, a cookie or a whole e-mail address, whatever a caller passes in.
 */
function capture(level: "debug" | "info" | "warn" = "info") {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line) => lines.push(line) });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

const TOKEN = "Zq7Xw0a_b1c2d3e4f5g6h7i8j9k0LmNoPqRsTuVwXyZ";

describe("log lines", () => {
  it("are pino JSON lines in the server's shape", () => {
    const { logger, parsed } = capture();
    logger.info("listening", { url: "http://localhost:3000" });
    logger.debug?.("not at info");
    const [line] = parsed();
    expect(parsed()).toHaveLength(1);
    expect(line).toMatchObject({
      level: "info",
      message: "listening",
      url: "http://localhost:3000",
    });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
    expect(line).not.toHaveProperty("pid");
    expect(line).not.toHaveProperty("hostname");
  });

  it("never carry a token, in a link, a message or a nested field", () => {
    const { logger, lines } = capture();
    logger.info(`confirm at https://x.test/newsletter/confirm?token=${TOKEN}`, {
      link: `https://x.test/desk/invitation?token=${TOKEN}&lang=de`,
      nested: { headers: { authorization: `Bearer ${TOKEN}` }, list: [`?code=${TOKEN}`] },
      error: new Error(`fetch failed for https://x.test/reviews/manage?token=${TOKEN}`),
    });
    expect(lines.join("")).not.toContain(TOKEN);
    expect(lines[0]).toContain(`confirm?token=${REDACTED}`);
    expect(lines[0]).toContain(`invitation?token=${REDACTED}&lang=de`);
  });

  it("never carry a password, a code, a cookie, a secret or credentials in a URL", () => {
    const { logger, lines, parsed } = capture();
    logger.warn("sign-in refused", {
      password: "correct horse battery staple",
      user: { password: "hunter2hunter2", name: "Arta" },
      backupCode: "7KX4-PQ9M",
      cookie: "desk.session_token=abc.def",
      secret: "s3cret",
      smtp: "smtp://mailer:p4ssw0rd@smtp.provider.example:587",
    });
    const text = lines.join("");
    for (const secret of ["horse", "hunter2", "7KX4", "abc.def", "s3cret", "p4ssw0rd"]) {
      expect(text).not.toContain(secret);
    }
    expect(parsed()[0]).toMatchObject({ user: { name: "Arta", password: REDACTED } });
    expect(text).toContain(`smtp://${REDACTED}@smtp.provider.example:587`);
  });

  it("mask e-mail addresses, keep masked ones, and drop a failed query's parameters", () => {
    const { logger, lines, parsed } = capture();
    logger.error("newsletter sign-up not stored", {
      subscriber: "m***@e***.com",
      email: "maria.rossi@example.com",
      error: `Failed query: insert into "outbox" values ($1, $2)\nparams: maria.rossi@example.com,Confirm your subscription at ${TOKEN}`,
      note: "mail to arben.krasniqi@example.org bounced",
    });
    const text = lines.join("");
    expect(text).not.toContain("maria.rossi");
    expect(text).not.toContain("arben.krasniqi");
    expect(text).not.toContain(TOKEN);
    expect(parsed()[0]).toMatchObject({
      subscriber: "m***@e***.com",
      email: REDACTED,
      note: "mail to a***@e***.org bounced",
      error: `Failed query: insert into "outbox" values ($1, $2)\nparams: ${REDACTED}`,
    });
  });

  it("name the request they belong to, and a request gets an id it is answered with", async () => {
    const { logger, parsed } = capture();
    const previous = replaceLogger(logger);
    try {
      const app = new Hono();
      app.use(requestLogger(logger));
      app.get("/page", (c) => {
        // What the app logs while answering carries the request's id too.
        logger.warn("something to see", {});
        return c.text("ok");
      });
      const response = await app.request("/page?token=secret-in-query");
      const id = response.headers.get("X-Request-Id") ?? "";
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = parsed();
      expect(lines.map((line) => line.message)).toEqual(["something to see", "request"]);
      for (const line of lines) expect(line.requestId).toBe(id);
      expect(lines[1]).toMatchObject({ method: "GET", path: "/page", status: 200 });
      expect(JSON.stringify(lines)).not.toContain("secret-in-query");
      // A proxy's own id is kept; a strange one is replaced.
      const kept = await app.request("/page", { headers: { "X-Request-Id": "edge-42" } });
      expect(kept.headers.get("X-Request-Id")).toBe("edge-42");
      const odd = await app.request("/page", { headers: { "X-Request-Id": "<script>" } });
      expect(odd.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      withRequestId("job-1", () => logger.info("inside", {}));
      expect(parsed().at(-1)).toMatchObject({ message: "inside", requestId: "job-1" });
    } finally {
      replaceLogger(previous);
    }
  });
});
