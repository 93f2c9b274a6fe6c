import { requestOrigin } from "../lib/origin.server.ts";
import { robotsTxt } from "../lib/site-pages.server.ts";
import type { Route } from "./+types/robots[.txt]";

/** /robots.txt (issue 9): crawl everything but the API and personal pages; the sitemap's URL. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
