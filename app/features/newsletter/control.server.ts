import { config } from "../../config.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { checkIssue, ISSUE_NAME } from "../../mail/issue.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { deliveryLog, draftWhatsOn, sendIssue } from "./issues.server.ts";

/**
 * The newsletter commands (`npm run newsletter:*`) as requests, so one handler serves both ways
 * in: over the running server's control socket (the only way with PGlite, whose directory one
 * process at a time may open; server/control.ts) and called directly by the CLI when the
 * database is a PostgreSQL server. Never reachable from the public site.
 *
 *   POST /newsletter/send   {"issue": "2027-07-whats-on", "files": {"en": "---…", …}, "rate"?: 60}
 *   GET  /newsletter/log[?issue=…]
 *   GET  /newsletter/draft?month=YYYY-MM
 */
export async function handleControl(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (url.pathname === "/newsletter/send" && request.method === "POST") {
      const body = (await request.json()) as { issue?: unknown; files?: unknown; rate?: unknown };
      const issue = typeof body.issue === "string" ? body.issue : "";
      if (!ISSUE_NAME.test(issue)) {
        return problem(400, `"${issue}" is not an issue name: use a-z, 0-9 and -.`);
      }
      const files = (typeof body.files === "object" && body.files) || {};
      const checked = checkIssue(files as Record<string, string>);
      if (!checked.ok) return problem(422, `Not sent:\n- ${checked.problems.join("\n- ")}`);
      const rate = body.rate === undefined ? config().NEWSLETTER_SEND_RATE : Number(body.rate);
      if (!Number.isInteger(rate) || rate < 1 || rate > 10_000) {
        return problem(400, "The rate must be a whole number of messages per minute (1–10000).");
      }
      const result = await sendIssue(await getDatabase(), issue, checked.versions, rate);
      wakeMailService();
      return Response.json({ ...result, rate });
    }
    if (url.pathname === "/newsletter/log" && request.method === "GET") {
      const issue = url.searchParams.get("issue") ?? undefined;
      return Response.json(await deliveryLog(await getDatabase(), issue));
    }
    if (url.pathname === "/newsletter/draft" && request.method === "GET") {
      const month = url.searchParams.get("month") ?? "";
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return problem(400, "Give the month as YYYY-MM.");
      return Response.json(await draftWhatsOn(await getDatabase(), month));
    }
    return problem(404, `No command ${request.method} ${url.pathname}.`);
  } catch (error) {
    return problem(500, error instanceof Error ? error.message : String(error));
  }
}

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}
