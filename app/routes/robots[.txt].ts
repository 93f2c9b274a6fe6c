import { publicOrigin } from "../seo/origin.server.ts";
import { robotsTxt } from "../seo/site-pages.server.ts";

/** /robots.txt (issue 9): crawl everything but the API and personal pages; the sitemap's URL. */
export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
