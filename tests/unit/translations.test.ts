import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/localized.server.ts";
import { filterPosts } from "../../app/features/blog/filter-posts.ts";
import { locales } from "../../app/i18n/locales.ts";
import { checkTranslations } from "../../scripts/i18n-check.ts";

/**
 * Issue 8: every UI string and every content text English has exists in Albanian, German and
 * Italian, keeps its placeholders, HTML tags and links, and is not the English left in place.
 */
describe("translations", () => {
  it("are complete in every language", async () => {
    const problems = await checkTranslations();
    expect(
      problems.map((p) => `${p.file} ${p.path}: ${p.message}`),
      "run `npm run i18n:check` for the list",
    ).toEqual([]);
  }, 60_000);

  it.each(locales)("leave no popular blog topic without articles in %s", (locale) => {
    const { blogPosts, popularTopics } = contentIn(locale).blog;
    for (const topic of popularTopics) {
      const found = filterPosts(blogPosts, { category: topic.category, query: topic.query });
      expect(
        found.length,
        `${locale}: "${topic.name}" searches for "${topic.query}"`,
      ).toBeGreaterThan(0);
    }
  });
});
