import { DatabaseUnavailableError } from "../db/instance.server.ts";
import { publicOrigin } from "../seo/origin.server.ts";
import { listSitePages, sitemapXml } from "../seo/site-pages.server.ts";

/** /sitemap.xml (issue 9): every indexable page with its last change. */
export async function loader() {
  try {
    const pages = await listSitePages();
    return new Response(sitemapXml(publicOrigin(), pages), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    // A partial sitemap would tell crawlers that pages are gone: ask them to come back instead.
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    return new Response("The sitemap is temporarily unavailable.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "60",
        "Cache-Control": "no-store",
      },
    });
  }
}
