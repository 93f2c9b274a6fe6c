import { describe, expect, it } from "vitest";
import { issueHtml } from "./issue.ts";

const ORIGIN = "https://explore-kosovo.test";

describe("issueHtml: each language's links go to that language's pages", () => {
  const markdown = [
    "[events](/events) · [a festival](/events/3?month=7#dates) · [home](/)",
    "[in Albanian](/sq/blog/2) · [the API](/api/events) · [a picture](/media/ab12/800.avif)",
    "[elsewhere](https://example.org/events) · [protocol-relative](//evil.example/x)",
    "![Rugova](/media/ab12/800.avif)",
  ].join("\n\n");

  it("keeps English paths as they are, made absolute", () => {
    const html = issueHtml(markdown, ORIGIN, "en");
    expect(html).toContain(`href="${ORIGIN}/events"`);
    expect(html).toContain(`href="${ORIGIN}/events/3?month=7#dates"`);
    expect(html).toContain(`href="${ORIGIN}/"`);
  });

  it("prefixes the language in the German text, but not files, the API or a named language", () => {
    const html = issueHtml(markdown, ORIGIN, "de");
    expect(html).toContain(`href="${ORIGIN}/de/events"`);
    expect(html).toContain(`href="${ORIGIN}/de/events/3?month=7#dates"`);
    expect(html).toContain(`href="${ORIGIN}/de"`);
    expect(html).toContain(`href="${ORIGIN}/sq/blog/2"`);
    expect(html).toContain(`href="${ORIGIN}/api/events"`);
    expect(html).toContain(`href="${ORIGIN}/media/ab12/800.avif"`);
    expect(html).toContain(`src="${ORIGIN}/media/ab12/800.avif"`);
    expect(html).toContain(`href="https://example.org/events"`);
    expect(html).not.toContain("evil.example");
  });
});
