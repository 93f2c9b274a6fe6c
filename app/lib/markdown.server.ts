import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown of the desk's blog bodies, rendered and sanitised on the server (issue 18 item 3,
 * docs/decisions/053). Only the article's small set of tags survives: headings become h2/h3
 * (the page's h1 is the title), links keep an `href` to our own pages (`/…`) or an https page,
 * and nothing else — no images, scripts, styles or attributes — reaches a visitor.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

export const ARTICLE_TAGS = [
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "blockquote",
  "a",
  "code",
  "br",
] as const;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // A heading level the page does not use becomes the nearest one it does.
  transformTags: { h1: "h2", h4: "h3", h5: "h3", h6: "h3", b: "strong", i: "em" },
  // What is dropped keeps its text (an image's alt is lost with its tag).
  disallowedTagsMode: "discard",
};

/** Safe HTML for a Markdown body. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}

/** The visible text of a Markdown body (for word counts, snippets and search). */
export function markdownText(markdown: string): string {
  return sanitizeHtml(renderMarkdown(markdown), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
