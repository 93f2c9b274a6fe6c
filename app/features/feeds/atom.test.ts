import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildAtom, escapeXml } from "./atom.ts";

describe("Atom documents (decision 144)", () => {
  const base = {
    id: "https://explore-kosovo.test/blog/feed.xml",
    title: "Explore Kosovo: blog",
    language: "en",
    selfUrl: "https://explore-kosovo.test/blog/feed.xml",
    alternateUrl: "https://explore-kosovo.test/blog",
    author: { name: "Explore Kosovo" },
    rights: "Texts: CC BY 4.0, Explore Kosovo.",
    emptyUpdated: new Date("2026-01-01T00:00:00Z"),
  };

  it("escapes texts and attributes and drops what XML 1.0 forbids", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe(
      "a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;",
    );
    const text = buildAtom({
      ...base,
      entries: [
        {
          id: "https://explore-kosovo.test/blog/1?x=1&y=2",
          title: "Rakia & <flija>\u0007",
          url: "https://explore-kosovo.test/blog/1?x=1&y=2",
          updated: new Date("2026-11-02T10:00:00.123Z"),
          published: new Date("2026-11-01T23:00:00Z"),
          summary: "]]> </summary>",
          categories: ['say "hi"'],
        },
      ],
    });
    expect(XMLValidator.validate(text)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(
      text,
    ).feed;
    expect(feed.entry.title["#text"]).toBe("Rakia & <flija>");
    expect(feed.entry.summary["#text"]).toBe("]]> </summary>");
    expect(feed.entry.link["@href"]).toBe("https://explore-kosovo.test/blog/1?x=1&y=2");
    expect(feed.entry.category["@term"]).toBe('say "hi"');
    // RFC 3339 without fractions; the feed is as new as its newest entry.
    expect(feed.entry.updated).toBe("2026-11-02T10:00:00Z");
    expect(feed.updated).toBe("2026-11-02T10:00:00Z");
  });

  it("an empty feed is still valid, with its fixed date", () => {
    const text = buildAtom({ ...base, entries: [] });
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain("<updated>2026-01-01T00:00:00Z</updated>");
  });
});
