import { getDatabase } from "../../db/instance.server.ts";
import { DeskProblem, invite } from "./people.server.ts";

/**
 * `npm run desk:invite -- <email> <role>` as a request, over the running server's control socket
 * (server/control.ts; the only way in with PGlite) or called by the CLI itself with
 * DATABASE_URL. Never reachable from the public site.
 *
 *   POST /desk/invite   {"email": "…", "role": "admin" | "editor" | "moderator"}
 */
export async function handleDeskControl(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (url.pathname === "/desk/invite" && request.method === "POST") {
      const body = (await request.json()) as { email: unknown; role: unknown };
      const invitation = await invite(await getDatabase(), body, { label: "command line" });
      return Response.json({ ...invitation, expiresAt: invitation.expiresAt.toISOString() });
    }
    return Response.json(
      { error: `No command ${request.method} ${url.pathname}.` },
      { status: 404 },
    );
  } catch (error) {
    const status = error instanceof DeskProblem ? 422 : 500;
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status },
    );
  }
}
