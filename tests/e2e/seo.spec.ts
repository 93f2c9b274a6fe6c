import { expect, test } from "../fixtures/test.ts";

/**
 * Issue 9, SEO: every page of /sitemap.xml has a unique title and description, a canonical URL,
 * Open Graph and Twitter card tags with a raster image, and JSON-LD where it fits.
 */

function decode(value: string): string {
  return value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function metaTags(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ""));
  const canonicals = [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) =>
    decode(m[1] ?? ""),
  );
  const alternates = [
    ...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
  ].map((m) => `${m[1]} ${decode(m[2] ?? "")}`);
  const jsonLd = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? "null") as { "@type": string; [key: string]: unknown });
  return { tags, titles, canonicals, alternates, jsonLd };
}

test("robots.txt allows crawling and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every page in the sitemap, in every language, has its own title, description, canonical URL, alternates and social tags", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const entries = [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]+\/>)+)<\/url>/g,
    ),
  ];
  expect(entries.length).toBeGreaterThan(4 * 120);
  expect(xml.match(/<url>/g)).toHaveLength(entries.length);
  const language = (loc: string) => /^\/(sq|de|it)(\/|$)/.exec(new URL(loc).pathname)?.[1] ?? "en";
  for (const code of ["en", "sq", "de", "it"]) {
    expect(entries.filter(([, loc = ""]) => language(loc) === code)).toHaveLength(
      entries.length / 4,
    );
  }

  const problems: string[] = [];
  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  const types = new Map<string, string[]>();
  const images = new Set<string>();
  const check = async ([, loc = "", lastmod = "", links = ""]: RegExpMatchArray) => {
    expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const path = loc.slice(baseURL?.length ?? 0);
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path}: status ${response.status()}`);
      return;
    }
    const html = await response.text();
    const { tags, titles, canonicals, alternates, jsonLd } = metaTags(html);
    const one = (key: string) => {
      const values = tags.get(key) ?? [];
      if (values.length !== 1) problems.push(`${path}: ${values.length} × ${key}`);
      return values[0] ?? "";
    };
    const lang = language(loc);
    if (!html.includes(`<html lang="${lang}"`)) problems.push(`${path}: html lang is not ${lang}`);
    // The page names the same alternates as its sitemap entry.
    const listed = [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );
    if (listed.length !== 5 || listed.sort().join() !== alternates.sort().join()) {
      problems.push(`${path}: alternates ${alternates.join(", ")} ≠ ${listed.join(", ")}`);
    }
    if (titles.length !== 1) problems.push(`${path}: ${titles.length} titles`);
    const title = titles[0] ?? "";
    const description = one("description");
    if (description.length < 50) problems.push(`${path}: description too short`);
    if (canonicals.length !== 1 || canonicals[0] !== loc) {
      problems.push(`${path}: canonical ${canonicals.join(", ") || "missing"} ≠ ${loc}`);
    }
    if (tags.get("robots")?.some((value) => value.includes("noindex"))) {
      problems.push(`${path}: listed in the sitemap but noindex`);
    }
    if (one("og:title") !== title) problems.push(`${path}: og:title ≠ title`);
    if (one("og:description") !== description) problems.push(`${path}: og:description`);
    if (one("og:url") !== loc) problems.push(`${path}: og:url`);
    if (!["website", "article"].includes(one("og:type"))) problems.push(`${path}: og:type`);
    if (one("og:site_name") !== "Explore Kosovo") problems.push(`${path}: og:site_name`);
    one("og:image:alt");
    if (one("twitter:card") !== "summary_large_image") problems.push(`${path}: twitter:card`);
    if (one("twitter:title") !== title) problems.push(`${path}: twitter:title`);
    if (one("twitter:description") !== description) problems.push(`${path}: twitter:description`);
    const image = one("og:image");
    if (one("twitter:image") !== image) problems.push(`${path}: twitter:image ≠ og:image`);
    if (!/^https?:\/\/.+\.(png|jpe?g|webp)$/.test(image))
      problems.push(`${path}: og:image ${image}`);
    images.add(image);
    // Titles and descriptions are unique within a language.
    byTitle.set(`${lang} ${title}`, [...(byTitle.get(`${lang} ${title}`) ?? []), path]);
    byDescription.set(`${lang} ${description}`, [
      ...(byDescription.get(`${lang} ${description}`) ?? []),
      path,
    ]);
    for (const data of jsonLd) {
      types.set(data["@type"], [...(types.get(data["@type"]) ?? []), path]);
      if (data["@context"] !== "https://schema.org") problems.push(`${path}: JSON-LD @context`);
    }
  };
  // A few at a time: the server renders them in parallel.
  for (let start = 0; start < entries.length; start += 6) {
    await Promise.all(entries.slice(start, start + 6).map(check));
  }
  expect(problems, problems.join("\n")).toEqual([]);

  const duplicates = (map: Map<string, string[]>) =>
    [...map]
      .filter(([, paths]) => paths.length > 1)
      .map(([text, paths]) => `${text}: ${paths.join(", ")}`);
  expect(duplicates(byTitle), "titles shared by several pages").toEqual([]);
  expect(duplicates(byDescription), "descriptions shared by several pages").toEqual([]);

  for (const image of images) {
    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\/(png|jpeg|webp)/);
  }

  // JSON-LD where it fits, in every language.
  expect(types.get("Organization")?.sort()).toEqual(["/", "/de", "/it", "/sq"]);
  expect(types.get("WebSite")?.sort()).toEqual(["/", "/de", "/it", "/sq"]);
  const neutral = (path: string) => path.replace(/^\/(sq|de|it)(?=\/|$)/, "") || "/";
  const count = (type: string, prefix: RegExp) =>
    (types.get(type) ?? []).filter((path) => prefix.test(neutral(path))).length;
  const listedPages = (prefix: RegExp) =>
    entries.filter(([, loc]) => prefix.test(neutral(new URL(loc ?? "").pathname))).length;
  for (const [type, prefix] of [
    ["TouristDestination", /^\/destinations\/\d+$/],
    ["TouristDestination", /^\/destinations\/[a-z]+\/[a-z-]+$/],
    ["TouristDestination", /^\/cities\/\d+$/],
    ["TouristAttraction", /^\/attractions\/\d+$/],
    ["Event", /^\/events\/\d+$/],
    ["BlogPosting", /^\/blog\/\d+$/],
    ["BreadcrumbList", /^\/(destinations|cities|attractions|events|experiences|blog)\/[^/]+/],
  ] as const) {
    expect(count(type, prefix), `${type} on ${prefix}`).toBe(listedPages(prefix));
  }
});

test("each event page's JSON-LD has name, startDate and a location with an address", async ({
  request,
}) => {
  const events = (await (await request.get("/api/events")).json()) as { id: number }[];
  for (const { id } of events) {
    const html = await (await request.get(`/events/${id}`)).text();
    const event = metaTags(html).jsonLd.find((data) => data["@type"] === "Event") as
      | { name?: string; startDate?: string; location?: { address?: Record<string, string> } }
      | undefined;
    expect(event, `event ${id}`).toBeDefined();
    expect(event?.name, `event ${id}`).toBeTruthy();
    expect(event?.startDate, `event ${id}`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(event?.location?.address?.addressLocality, `event ${id}`).toBeTruthy();
    expect(event?.location?.address?.addressCountry, `event ${id}`).toBe("XK");
  }
});
