import { expect, test } from "../fixtures/test.ts";
import { SEEDS } from "../support/seeds.ts";

/**
 * Follows every internal link breadth-first and fails on any that answers 404 (PRODUCT B1), and
 * checks that every page reached has its own title and meta description.
 */

const MAX_PAGES = 600;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test("every internal link resolves to a real page", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const queue = [...SEEDS];
  const seen = new Set(queue);
  const broken: string[] = [];
  const titles = new Map<string, string>();
  const missingDescription: string[] = [];
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift() as string;
    const response = await request.get(path);
    if (response.status() === 404 || response.status() >= 500) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    // A redirect (e.g. /destinations/pristina) lands on a page crawled under its own address.
    const landed = new URL(response.url());
    if (`${landed.pathname}${landed.search}` !== path) {
      const target = `${landed.pathname}${landed.search}`;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
      continue;
    }
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (title) titles.set(path, decodeEntities(title));
    if (!/<meta name="description" content="[^"]{20,}"/.test(html)) missingDescription.push(path);
    for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decodeEntities(match[1] ?? "");
      if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  expect(broken, broken.join("\n")).toEqual([]);
  expect(seen.size, "the crawler should reach the whole site").toBeGreaterThan(100);
  expect(missingDescription, missingDescription.join("\n")).toEqual([]);

  // Unique titles: pages that differ only by a filter query may share one with their base page.
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) {
    if (path.includes("?")) continue;
    byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  }
  const duplicates = [...byTitle].filter(([, paths]) => paths.length > 1);
  expect(duplicates.map(([title, paths]) => `${title}: ${paths.join(", ")}`)).toEqual([]);
});

for (const locale of ["sq", "de", "it"]) {
  test(`no internal link of a /${locale} page leaves the language`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const inLanguage = new RegExp(`^/${locale}([/?#]|$)`);
    const leaving: string[] = [];
    for (const seed of SEEDS) {
      const path = seed === "/" ? `/${locale}` : `/${locale}${seed}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      for (const match of html.matchAll(/<a\s([^>]*?)href="([^"]*)"/g)) {
        // The language switches (footer, offer) name their language on purpose.
        if (/hrefLang=/i.test(match[0] ?? "")) continue;
        const href = decodeEntities(match[2] ?? "");
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const url = new URL(href, origin);
        if (url.pathname.startsWith("/artwork/")) continue;
        // The API's files (/api/openapi.json, /api/v1/…, linked from /api) are the same in every
        // language, which they take as ?lang= (routes.ts: api/ is language-neutral).
        if (url.pathname.startsWith("/api/")) continue;
        if (!inLanguage.test(url.pathname)) leaving.push(`${path} → ${href}`);
      }
    }
    expect(leaving, leaving.join("\n")).toEqual([]);
  });
}
