import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { findExperience } from "../../db/queries.server.ts";
import {
  deleteReviews,
  reviewById,
  reviewsByIds,
  setReviewStatus,
} from "../../db/reviews.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { type QueueItem, registerContributionKind, type Writer } from "./kinds.server.ts";

/** Reviews of attractions and experiences as a kind of contribution (issue 19 items 1–2). */

export const REVIEW_KIND = "review";

/** The name and page of what a review is about, in `locale`. */
export async function reviewTarget(
  db: Writer,
  type: string,
  id: number,
  locale: Locale = "en",
): Promise<{ name: string; href: string } | undefined> {
  if (type === "attraction") {
    const found = contentIn(locale).attractions.attractions.find((item) => item.id === id);
    return found ? { name: found.name, href: paths.attraction(id) } : undefined;
  }
  const experience = await findExperience(db as Database, id, locale);
  return experience ? { name: experience.name, href: paths.experience(id) } : undefined;
}

registerContributionKind({
  kind: REVIEW_KIND,
  label: "Review",
  async describe(db, ids) {
    const rows = await reviewsByIds(db, ids);
    const described = new Map<number, QueueItem>();
    for (const row of rows) {
      const target = await reviewTarget(db, row.entityType, row.entityId);
      described.set(row.id, {
        heading: row.title,
        lines: [
          `${row.rating} of 5 stars · visited ${row.visitMonth ?? "—"} · written in ${row.language}`,
          row.text,
        ],
        where: target
          ? { label: target.name, href: target.href }
          : { label: `${row.entityType} ${row.entityId} (gone)`, href: "/" },
        author: row.displayName,
      });
    }
    return described;
  },
  setStatus: (db, id, status) => setReviewStatus(db, id, status),
  remove: (db, ids) => deleteReviews(db, ids),
  async title(db, id, locale) {
    const row = await reviewById(db, id);
    const target = row ? await reviewTarget(db, row.entityType, row.entityId, locale) : undefined;
    return translate(locale, "reviews.mail.title", { name: target?.name ?? "—" });
  },
  async pagePath(db, id) {
    const row = await reviewById(db, id);
    const target = row ? await reviewTarget(db, row.entityType, row.entityId) : undefined;
    return row && target ? paths.reviewOnPage(target.href, row.id) : undefined;
  },
});
