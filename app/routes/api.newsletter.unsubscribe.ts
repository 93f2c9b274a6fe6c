import { apiError, withApiErrors } from "../api/http.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { unsubscribeFromNewsletter } from "../db/newsletter.server.ts";
import { readToken } from "../features/newsletter/token.ts";
import { paths } from "../lib/paths.ts";
import { privateRoute } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.newsletter.unsubscribe";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/**
 * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` URL of every e-mail: the mail client
 * POSTs `List-Unsubscribe=One-Click` here and the subscription ends, with no page and no login.
 * Opened in a browser (a GET), it leads to the page that asks first.
 */
export function action({ request }: Route.ActionArgs) {
  return withApiErrors(async () => {
    const token = readToken(request.url);
    const ended = token ? await unsubscribeFromNewsletter(await getDatabase(), token) : undefined;
    if (!ended) return apiError(404, "Unknown or incomplete unsubscribe link.");
    const response = Response.json({ ok: true, status: ended.status });
    response.headers.set("Cache-Control", "no-store");
    return response;
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return new Response(null, {
    status: 303,
    headers: { Location: paths.newsletterUnsubscribe(token), "Cache-Control": "no-store" },
  });
}
