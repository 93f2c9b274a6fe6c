import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";

/**
 * A newsletter issue as editors write it (README, "The newsletter"): one folder per issue under
 * `newsletter/issues/<issue>/` with a Markdown file per language, `en.md`, `sq.md`, `de.md` and
 * `it.md`, each starting with front matter:
 *
 *     ---
 *     subject: What's on in Kosovo: July
 *     preview: Festivals with confirmed dates in July
 *     updated: 2027-06-20
 *     ---
 *     The body, in Markdown.
 *
 * An issue is sent only when every language is there and none is older than the English.
 */

export interface IssueVersion {
  subject: string;
  preview: string;
  /** `YYYY-MM-DD`: when this language version was last brought up to date. */
  updated: string;
  markdown: string;
}

export type IssueCheck =
  | { ok: true; versions: Record<Locale, IssueVersion> }
  | { ok: false; problems: string[] };

/** Issue names become folder names and delivery keys: keep them plain. */
export { ISSUE_NAME } from "../lib/issue-name.ts";

export function parseIssueVersion(text: string): IssueVersion | string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ""));
  if (!match) return "does not start with front matter between --- lines";
  const fields = Object.fromEntries(
    (match[1] ?? "")
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((found) => found !== null)
      .map((found) => [found[1], (found[2] ?? "").trim()]),
  );
  const version = {
    subject: fields.subject ?? "",
    preview: fields.preview ?? "",
    updated: fields.updated ?? "",
    markdown: (match[2] ?? "").trim(),
  };
  if (!version.subject) return "has no subject";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version.updated) || Number.isNaN(Date.parse(version.updated))) {
    return "has no valid updated date (YYYY-MM-DD)";
  }
  if (!version.markdown) return "has no text";
  return version;
}

/** Every language present, parsed, and at least as recent as the English. */
export function checkIssue(files: Partial<Record<string, string>>): IssueCheck {
  const problems: string[] = [];
  const versions: Partial<Record<Locale, IssueVersion>> = {};
  for (const locale of locales) {
    const text = files[locale];
    if (text === undefined) {
      problems.push(`${locale}.md is missing`);
      continue;
    }
    const parsed = parseIssueVersion(text);
    if (typeof parsed === "string") problems.push(`${locale}.md ${parsed}`);
    else versions[locale] = parsed;
  }
  const english = versions[defaultLocale];
  for (const locale of locales) {
    const version = versions[locale];
    if (english && version && version.updated < english.updated) {
      problems.push(
        `${locale}.md (updated ${version.updated}) is older than en.md (updated ${english.updated}): bring it up to date first`,
      );
    }
  }
  return problems.length
    ? { ok: false, problems }
    : { ok: true, versions: versions as Record<Locale, IssueVersion> };
}

/**
 * Markdown to e-mail-safe HTML: no scripts, styles, forms or tracking attributes. Site paths
 * (`/events/3`) become absolute links from the public origin; links are never rewritten else.
 */
export function issueHtml(markdown: string, origin: string): string {
  const absolute = (value: string | undefined) =>
    value?.startsWith("/") && !value.startsWith("//") ? `${origin}${value}` : value;
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "hr",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "blockquote",
      "code",
      "pre",
      "img",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["https", "http", "mailto"],
    allowedSchemesByTag: { img: ["https", "http"] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, href: absolute(attribs.href) ?? "" },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: absolute(attribs.src) ?? "" },
      }),
    },
  });
}

/** The versions' files as the `send` command reads them from a folder. */
export function issueFileNames(): string[] {
  return locales.map((locale) => `${locale}.md`);
}
