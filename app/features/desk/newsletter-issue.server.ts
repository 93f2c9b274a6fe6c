import { data } from "react-router";
import { getDatabase } from "../../db/instance.server.ts";
import {
  getNewsletterIssue,
  type IssueTexts,
  issueStates,
  isWritten,
  LANGUAGE,
  type NewsletterIssueRow,
  type SentVersions,
  sendingProblems,
} from "../../db/newsletter-issues.server.ts";
import { type Locale, locales } from "../../i18n/locales.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import type { IssueVersion } from "../../mail/issue.ts";
import type { LanguageRow } from "./newsletter-form.tsx";
import type { SentLanguage } from "./newsletter-sent.tsx";

/** What the desk's newsletter pages share (decisions 059, 134): the issue, its languages. */

export async function issueOr404(params: { id?: string }): Promise<NewsletterIssueRow> {
  const row = await getNewsletterIssue(await getDatabase(), Number(params.id));
  if (!row) throw data({ message: "There is no such newsletter issue." }, { status: 404 });
  return row;
}

/** "26 November 2026 at 10:02 (Kosovo time)". */
export const kosovoMoment = (at: Date) => formatKosovoDateTime(at);

const versionsOf = (row: NewsletterIssueRow) => row.versions as Partial<IssueTexts>;

/** The form's values as stored. */
export function formValues(row: NewsletterIssueRow): Record<string, string> {
  const values: Record<string, string> = { issue: row.issue };
  for (const locale of locales) {
    const version = versionsOf(row)[locale];
    values[`${locale}.subject`] = version?.subject ?? "";
    values[`${locale}.preview`] = version?.preview ?? "";
    values[`${locale}.markdown`] = version?.markdown ?? "";
  }
  return values;
}

/** Each language's state and when it was last brought up to date, for the page. */
export function languageRows(row: NewsletterIssueRow): LanguageRow[] {
  const states = issueStates(row);
  return locales.map((locale) => {
    const updated = versionsOf(row)[locale]?.updated;
    return {
      locale,
      label: LANGUAGE[locale],
      state: states[locale],
      updated: updated ? kosovoMoment(new Date(updated)) : null,
    };
  });
}

/** The list's one-line state of an issue. */
export function listState(row: NewsletterIssueRow): string {
  if (row.sentAt) return `Sent ${kosovoMoment(row.sentAt)}`;
  const states = issueStates(row);
  const named = (state: string) => locales.filter((locale) => states[locale] === state);
  const parts = [
    named("missing").length
      ? `${named("missing")
          .map((locale) => LANGUAGE[locale])
          .join(", ")} missing`
      : "",
    named("older").length
      ? `${named("older")
          .map((locale) => LANGUAGE[locale])
          .join(", ")} older than the English`
      : "",
  ].filter(Boolean);
  if (parts.length) return `Draft: ${parts.join("; ")}`;
  return sendingProblems(row).length === 0 ? "Tested, ready to send" : "Draft: not tested yet";
}

/** The written languages as the sending path takes them (a test sends only these). */
export function writtenVersions(row: NewsletterIssueRow): Partial<Record<Locale, IssueVersion>> {
  const today = new Date().toISOString();
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const version = versionsOf(row)[locale];
      return isWritten(version)
        ? [[locale, { ...version, updated: version.updated ?? today }] as const]
        : [];
    }),
  );
}

/** The links of sanitized HTML, as a mail program opens them (entities decoded), each once. */
function linksOf(html: string): string[] {
  const decode = (href: string) =>
    href
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return [...new Set([...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1] ?? "")))];
}

/** What went out: the copy stored at sending, or, for an issue sent before that, its text. */
export function sentLanguages(row: NewsletterIssueRow): {
  languages: SentLanguage[];
  kept: boolean;
} {
  const sent = row.sentVersions as Partial<SentVersions> | null;
  const source = sent ?? versionsOf(row);
  const languages = locales.flatMap((locale) => {
    const version = source[locale];
    if (!version) return [];
    const html = sent?.[locale]?.html;
    return [
      {
        locale,
        label: LANGUAGE[locale],
        subject: version.subject,
        preview: version.preview,
        markdown: version.markdown,
        links: html === undefined ? null : linksOf(html),
      },
    ];
  });
  return { languages, kept: sent !== null };
}
