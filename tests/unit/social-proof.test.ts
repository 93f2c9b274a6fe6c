import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/localized.server.ts";
import { catalogueFor } from "../../app/i18n/catalogue.server.ts";
import { locales } from "../../app/i18n/locales.ts";

/**
 * PRODUCT B11: ratings, review counts, reviews and likes come from what visitors stored (the
 * `reviews` table), never from our content or seed. These fail when someone writes one in again.
 */

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Keys whose value would be social proof when content or a seed sets it. */
const socialProofKey = /^(rating|ratings|reviewCount|reviews|review|likes|comments|stars)$/i;

function findSocialProof(value: unknown, at: string, found: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      findSocialProof(item, `${at}[${index}]`, found);
    });
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (socialProofKey.test(key)) found.push(`${at}.${key}`);
      findSocialProof(item, `${at}.${key}`, found);
    }
  }
}

describe("no invented social proof (PRODUCT B11)", () => {
  it.each(locales)(
    "the content in %s holds no rating, review, count of reviews or likes",
    (locale) => {
      const found: string[] = [];
      findSocialProof(contentIn(locale), locale, found);
      expect(found).toEqual([]);
    },
  );

  it.each(locales)("no content text in %s counts travellers, visitors or reviews", (locale) => {
    const claims: string[] = [];
    const visit = (value: unknown) => {
      if (typeof value === "string") {
        if (
          /\d[\d.,]*\s?\+?\s*(travell?ers|visitors|reviews|likes|Reisende|viaggiatori|udhëtarë)/i.test(
            value,
          )
        )
          claims.push(value);
      } else if (value && typeof value === "object") Object.values(value).forEach(visit);
    };
    visit(contentIn(locale));
    expect(claims).toEqual([]);
  });

  it("no content, translation or seed file writes one", () => {
    const files = [...filesUnder("app/content"), "app/db/seed.server.ts"];
    const written =
      /\b(rating|reviewCount|likes|comments|reviews)\s*:\s*(\d|\[|\{)|\breview\(|\b(average|aggregate)Rating\s*:/;
    const offenders = files.filter((file) =>
      written.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it.each(locales)(
    "no UI text in %s claims an uncounted figure like “15+” or “5,000+”",
    (locale) => {
      const claims = Object.entries(catalogueFor(locale)).filter(([, text]) =>
        /\d[\d.,]*\d\s?\+(?!\d)/.test(text),
      );
      expect(claims).toEqual([]);
    },
  );

  it("the seed gives experiences no rating: they come from the reviews table", () => {
    const seed = readFileSync(path.join(root, "app/db/seed.server.ts"), "utf8");
    expect(seed).not.toMatch(/rating|reviewCount/);
    expect(seed).not.toMatch(/schema\.reviews/);
  });
});
