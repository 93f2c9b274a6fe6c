import { renderPageToHtml } from "../../components/page/static-page.server.tsx";
import type { Database } from "../../db/client.server.ts";
import { type ExperienceRecord, reviewSummaries } from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { NO_REVIEWS } from "../../lib/review-summary.ts";
import { experiencePageData } from "./experience-data.server.ts";
import { ExperiencePage } from "./experience-page.tsx";

/**
 * The experience's public page as HTML, whatever its status, with the summary of its published
 * reviews (the desk's preview, decision 100).
 */
export async function experiencePreviewHtml(
  db: Database,
  row: ExperienceRecord & { untranslated: boolean },
  locale: Locale,
  catalogue: unknown,
): Promise<string> {
  const reviews = (await reviewSummaries(db, "experience")).get(row.id) ?? NO_REVIEWS;
  const data = await experiencePageData(db, { ...row, reviews }, locale);
  return renderPageToHtml(<ExperiencePage data={data} />, locale, catalogue);
}
