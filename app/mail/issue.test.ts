import { describe, expect, it } from "vitest";
import { issueHtml, languageStates } from "./issue.ts";

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

describe("languageStates: the README's rule, missing or older than the English", () => {
  it("names each language's state", () => {
    expect(
      languageStates({
        en: { updated: "2027-06-20" },
        sq: { updated: "2027-06-21" },
        de: { updated: "2027-06-19" },
      }),
    ).toEqual({ en: "current", sq: "current", de: "older", it: "missing" });
  });

  it("compares desk times as well as dates", () => {
    expect(
      languageStates({
        en: { updated: "2027-06-20T10:00:00.000Z" },
        sq: { updated: "2027-06-20T10:00:00.000Z" },
        de: { updated: "2027-06-20T09:59:59.000Z" },
        it: {},
      }),
    ).toEqual({ en: "current", sq: "current", de: "older", it: "older" });
  });
});
