import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attractions } from "../../app/content/attractions.ts";
import { blogPosts } from "../../app/content/blog.ts";
import { cities } from "../../app/content/cities.ts";
import { places } from "../../app/content/places.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { listEvents, listExperiences } from "../../app/db/queries.server.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { eventJsonLd } from "../../app/features/events/event-json-ld.ts";
import { locales, localizePath } from "../../app/i18n/locales.ts";
import {
  isSitemapExcluded,
  listSitePages,
  robotsTxt,
  type SitePage,
  sitemapXml,
} from "../../app/seo/site-pages.server.ts";

/** Issue 9: structured data and the sitemap, against the seeded database. */

const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");
const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
const ORIGIN = "https://explore.example";

let connection: DatabaseConnection;
let pages: SitePage[];

beforeAll(async () => {
  connection = await openDatabase({ dataDir: "memory://", migrationsFolder });
  await seedDatabase(connection.db);
  pages = await listSitePages({ db: connection.db, lastmod: "2026-11-20" });
});
afterAll(async () => {
  await connection?.close();
});

describe("event JSON-LD", () => {
  it.each(locales)(
    "every event has what search engines require: name, startDate, location with address (%s)",
    async (locale) => {
      const rows = await listEvents(connection.db, locale);
      expect(rows.length).toBeGreaterThanOrEqual(12);
      for (const row of rows) {
        const data = eventJsonLd(row, { origin: ORIGIN, locale });
        const label = `event ${row.id} (${row.name})`;
        expect(data["@context"], label).toBe("https://schema.org");
        expect(data["@type"], label).toBe("Event");
        expect(data.name, label).toMatch(/\S/);
        // ISO 8601 with a time zone offset, as Google's Event rich results want.
        expect(data.startDate, label).toMatch(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/,
        );
        expect(Number.isNaN(Date.parse(data.startDate)), label).toBe(false);
        if (data.endDate) expect(data.endDate >= data.startDate.slice(0, 10), label).toBe(true);
        expect(data.location["@type"], label).toBe("Place");
        expect(data.location.name, label).toMatch(/\S/);
        const address = data.location.address;
        expect(address["@type"], label).toBe("PostalAddress");
        expect(address.addressLocality, label).toMatch(/\S/);
        expect(address.addressCountry, label).toBe("XK");
        expect(address.streetAddress, label).toMatch(/\S/);
        expect(data.url, label).toBe(`${ORIGIN}${localizePath(locale, `/events/${row.id}`)}`);
        for (const image of data.image) expect(image, label).toMatch(/^https:\/\//);
      }
    },
  );
});

describe("site pages", () => {
  it("lists every entity page once", async () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const count = (kind: SitePage["kind"]) => pages.filter((page) => page.kind === kind).length;
    expect(count("destination")).toBe(25);
    expect(count("region")).toBe(5);
    expect(count("place")).toBe(places.length);
    expect(count("city")).toBe(cities.length);
    expect(count("attraction")).toBe(attractions.length);
    expect(count("blog-post")).toBe(blogPosts.length);
    expect(count("event")).toBe((await listEvents(connection.db)).length);
    expect(count("experience")).toBe((await listExperiences(connection.db)).length);
    for (const page of pages) {
      expect(page.path).toMatch(/^\/[^?#\s]*$/);
      expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(paths).not.toContain("/saved");
  });

  it("dates blog posts by their publication", () => {
    const post = blogPosts[0];
    expect(pages.find((page) => page.path === `/blog/${post?.id}`)?.lastmod).toBe(
      post?.publishDate,
    );
  });

  it("covers every page route of app/routes, or says why not", () => {
    const files = readdirSync(routesDir).filter((file) => /\.tsx?$/.test(file));
    const missing: string[] = [];
    for (const file of files) {
      const name = file.replace(/\.tsx?$/, "");
      if (isSitemapExcluded(name)) continue;
      const pattern = routePattern(name);
      if (!pages.some((page) => pattern.test(page.path))) missing.push(file);
    }
    expect(missing, "route files with no page in the sitemap").toEqual([]);
  });

  it("writes sitemaps.org XML: every page in every language, with lastmod and alternates", () => {
    const xml = sitemapXml(ORIGIN, pages);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.match(/<url>/g)).toHaveLength(pages.length * locales.length);
    for (const loc of ["/", "/sq", "/de", "/it", "/events/1", "/sq/events/1", "/it/events/1"]) {
      expect(xml).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    }
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(
      pages.length * locales.length,
    );
    const entry = xml.split("\n").find((line) => line.includes(`<loc>${ORIGIN}/de/cities/2</loc>`));
    for (const [lang, href] of [
      ["en", "/cities/2"],
      ["sq", "/sq/cities/2"],
      ["de", "/de/cities/2"],
      ["it", "/it/cities/2"],
      ["x-default", "/cities/2"],
    ]) {
      expect(entry).toContain(`hreflang="${lang}" href="${ORIGIN}${href}"`);
    }
    expect(xml).toContain("</urlset>");
  });

  it("escapes XML in URLs", () => {
    expect(
      sitemapXml(ORIGIN, [{ path: "/a?b=1&c=<d>", kind: "info", lastmod: "2026-01-01" }]),
    ).toContain("/a?b=1&amp;c=&lt;d&gt;");
  });

  it("points robots.txt to the sitemap", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /de/saved");
  });
});

/** A flat-routes file name as a pattern for the paths it serves. */
function routePattern(name: string): RegExp {
  const segments = name
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) =>
      segment.startsWith("$")
        ? "[^/]+"
        : segment.replace(/\[(.+?)\]/g, "$1").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return new RegExp(`^/${segments.join("/")}$`);
}
