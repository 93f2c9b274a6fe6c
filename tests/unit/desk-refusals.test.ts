import { describe, expect, it } from "vitest";
import { config } from "../../app/config.server.ts";
import { verifiedForm } from "../../app/features/desk/csrf.server.ts";
import { requireStaff } from "../../app/features/desk/staff.server.ts";
import { createLogger, replaceLogger } from "../../app/lib/log.server.ts";

/**
 * Issue 29 item 17 (security review L9): a refused desk request — no session (401), or a form
 * that fails the CSRF check (403) — is logged with its route and the reason, never its token.
 */
async function refusal(work: () => Promise<unknown>) {
  const lines: string[] = [];
  const previous = replaceLogger(createLogger("info", { write: (line) => lines.push(line) }));
  try {
    const thrown = await work().then(
      () => undefined,
      (error: unknown) => error,
    );
    return { thrown: thrown as { init?: { status?: number } } | undefined, lines };
  } finally {
    replaceLogger(previous);
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("refused desk requests are logged", () => {
  const origin = config().origin;
  const token = "A".repeat(43);

  it("a form from another site: 403, logged as a CSRF refusal with the route", async () => {
    const { thrown, lines } = await refusal(() =>
      verifiedForm(
        new Request(`${origin}/desk/events/3?x=1`, {
          method: "POST",
          headers: {
            Origin: "https://evil.example",
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: `desk-csrf=${token}`,
          },
          body: form({ csrf: token }),
        }),
      ),
    );
    expect(thrown?.init?.status).toBe(403);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "request refused",
        status: 403,
        method: "POST",
        route: "/desk/events/3",
        reason: "csrf",
        detail: "cross-origin",
      }),
    ]);
  });

  it("a form whose token does not match its cookie: 403, logged without either token", async () => {
    const other = "B".repeat(43);
    const { thrown, lines } = await refusal(() =>
      verifiedForm(
        new Request(`${origin}/desk/people`, {
          method: "POST",
          headers: {
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: `desk-csrf=${token}`,
          },
          body: form({ csrf: other }),
        }),
      ),
    );
    expect(thrown?.init?.status).toBe(403);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ reason: "csrf", detail: "token mismatch" });
    expect(lines.join("")).not.toContain(token);
    expect(lines.join("")).not.toContain(other);
  });

  it("a desk page without a session: 401, logged at info with the route", async () => {
    const { thrown, lines } = await refusal(() =>
      requireStaff(new Request(`${origin}/desk/subscribers`)),
    );
    expect(thrown?.init?.status).toBe(401);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "info",
      message: "request refused",
      status: 401,
      route: "/desk/subscribers",
      reason: "sign-in",
    });
  });
});
