import { describe, expect, it } from "vitest";
import { blogPosts } from "../../app/content/blog.ts";
import { htmlToMarkdown } from "../../app/content/blog-markdown.ts";
import { contentIn } from "../../app/content/localized.server.ts";
import { locales } from "../../app/i18n/locales.ts";
import { markdownText, renderMarkdown } from "../../app/lib/markdown.server.ts";

/** The same markup, whatever the whitespace between blocks and however characters are escaped. */
function normal(html: string): string {
  return html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/>\s+</g, "><")
    .replace(/>\s+/g, ">")
    .replace(/\s+</g, "<")
    .trim();
}

describe("the seed's Markdown of the blog bodies", () => {
  for (const locale of locales) {
    it(`renders every ${locale} body exactly as the content files' HTML`, () => {
      const posts = contentIn(locale).blog.blogPosts;
      expect(posts).toHaveLength(blogPosts.length);
      for (const post of posts) {
        const markdown = htmlToMarkdown(post.content);
        expect(markdown).not.toMatch(/<[a-z]/);
        expect(normal(renderMarkdown(markdown)), `${locale} ${post.slug}`).toBe(
          normal(post.content),
        );
      }
    });
  }

  it("keeps characters Markdown would read as markup as text", () => {
    const html = "<p>5 * 3 = 15_000 [sic] and `code`</p><p>1. not a list</p><p># not a title</p>";
    expect(normal(renderMarkdown(htmlToMarkdown(html)))).toBe(normal(html));
  });
});

describe("renderMarkdown", () => {
  it("keeps the article's tags and drops scripts, images, attributes and unsafe links", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "Text with **bold**, *emphasis*, [ours](/plan), [theirs](https://example.org) and [bad](javascript:alert(1)).",
        "<script>alert(1)</script><img src=x onerror=alert(1)>",
        '<p onclick="x()" style="color:red">styled</p>',
        "#### Deep heading",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/plan">ours</a>');
    expect(html).toContain('<a href="https://example.org">theirs</a>');
    expect(html).not.toMatch(/javascript:|<script|<img|onclick|style=|onerror/);
    expect(html).toContain("<p>styled</p>");
    expect(html).toContain("<h3>Deep heading</h3>");
  });

  it("gives the visible text for counting words", () => {
    expect(markdownText("## A title\n\nIt's **here** & [there](/plan).")).toBe(
      "A title It's here & there.",
    );
  });
});
