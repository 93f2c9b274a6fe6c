import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { defaultLocale, type Locale, locales, localizePath } from "../i18n/locales.ts";
import { languageStates } from "../lib/newsletter-languages.ts";

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
  /** When this language was last brought up to date: `YYYY-MM-DD` in a file, ISO time in the desk. */
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
  const states = languageStates(versions);
  for (const locale of locales) {
    const version = versions[locale];
    if (english && version && states[locale] === "older") {
      problems.push(
        `${locale}.md (updated ${version.updated}) is older than en.md (updated ${english.updated}): bring it up to date first`,
      );
    }
  }
  return problems.length
    ? { ok: false, problems }
    : { ok: true, versions: versions as Record<Locale, IssueVersion> };
}

/** The site's paths that are the same in every language (the language-neutral app/routes.ts). */
const LANGUAGE_NEUTRAL = /^\/(api\/|desk(?=[/?#]|$)|robots\.txt|sitemap\.xml)/;
/** A file, not a page: a dot in the last segment (`/media/…/800.avif`, `/guide.pdf`). */
const FILE_PATH = /^[^?#]*\.[^/?#]*(?:[?#]|$)/;

/**
 * Markdown to e-mail-safe HTML: no scripts, styles, forms or tracking attributes. Site paths
 * become absolute links from the public origin, to the pages in the version's language: `/events`
 * in the German text links `/de/events`, in the English one `/events` (a path that names its
 * language already is kept). Pictures and files keep their path; other links are never rewritten.
 */
export function issueHtml(markdown: string, origin: string, locale: Locale): string {
  const sitePath = (value: string | undefined) =>
    value?.startsWith("/") === true && !value.startsWith("//");
  const absolute = (value: string | undefined) => (sitePath(value) ? `${origin}${value}` : value);
  const page = (value: string | undefined) =>
    value && sitePath(value) && !LANGUAGE_NEUTRAL.test(value) && !FILE_PATH.test(value)
      ? absolute(localizePath(locale, value))
      : absolute(value);
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
        attribs: { ...attribs, href: page(attribs.href) ?? "" },
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
