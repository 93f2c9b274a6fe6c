import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { contributions, reviews } from "../../app/db/schema.ts";
import { howReviewsWork } from "../../app/features/contributions/how-reviews-work.server.ts";
import { HowReviewsWorkPage } from "../../app/features/contributions/how-reviews-work.tsx";
import { catalogueFor } from "../../app/i18n/catalogue.server.ts";
import { I18nProvider } from "../../app/i18n/i18n.tsx";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * "How reviews work here" (issue 19 item 7) from the real settings and counts: last calendar
 * month's published and rejected reviews (not this month's, not comments), the reviews on the
 * site now, the confirmation window and the limits as configured, rendered on the page.
 */

const NOW = new Date("2027-03-15T12:00:00Z");
let connection: DatabaseConnection;

beforeAll(async () => {
  setConfigForTests(
    loadConfig({
      SITE_URL: "https://explore-kosovo.test",
      DATA_DIR: "memory://",
      CONTRIBUTION_RATE_LIMIT: "4/1800",
      CONTRIBUTION_EMAIL_RATE_LIMIT: "off",
      CONTRIBUTION_MAX_LINKS: "3",
    }),
  );
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});

let n = 0;
async function decided(kind: string, status: "published" | "rejected", decidedAt: string) {
  n += 1;
  const [review] = await connection.db
    .insert(reviews)
    .values({
      entityType: "attraction",
      entityId: 1,
      rating: 5,
      title: `Review ${n}`,
      text: "A review long enough to be a review of the place.",
      visitMonth: "2027-01",
      displayName: "Writer",
      language: "en",
      status: status === "published" ? "published" : "rejected",
    })
    .returning({ id: reviews.id });
  await connection.db.insert(contributions).values({
    kind,
    itemId: kind === "review" ? (review?.id ?? 0) : 1000 + n,
    status,
    email: `w${n}@example.com`,
    emailHash: `e${n}`,
    clientHash: `c${n}`,
    manageTokenHash: `m${n}`,
    decidedAt: new Date(decidedAt),
  });
}

describe("How reviews work here", () => {
  it("counts last month's decisions and says the settings as they are", async () => {
    await decided("review", "published", "2027-02-01T00:00:00Z");
    await decided("review", "published", "2027-02-28T23:59:59Z");
    await decided("review", "rejected", "2027-02-10T08:00:00Z");
    // Not last month, or not a review: not counted as last month's.
    await decided("review", "published", "2027-03-01T00:00:00Z");
    await decided("review", "rejected", "2027-01-31T23:59:59Z");
    await decided("comment", "rejected", "2027-02-10T08:00:00Z");

    const facts = await howReviewsWork(connection.db, NOW);
    expect(facts).toMatchObject({
      confirmDays: 7,
      perClient: { max: 4, minutes: 30 },
      perEmail: null,
      maxLinks: 3,
      month: { year: 2027, month: 2 },
      lastMonth: { published: 2, rejected: 1 },
      published: 3,
    });

    const html = renderToStaticMarkup(
      createElement(
        I18nProvider,
        { locale: "en", catalogue: catalogueFor("en") } as ComponentProps<typeof I18nProvider>,
        createElement(MemoryRouter, null, createElement(HowReviewsWorkPage, { facts })),
      ),
    );
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("within 7 days");
    expect(text).toContain("per connection (4 per 30 minutes) and per e-mail address (none)");
    expect(text).toContain("at most 3 links");
    expect(text).toContain("Last month (February 2027)");
    expect(text).toContain("Reviews published: 2");
    expect(text).toContain("Reviews rejected: 1");
    expect(text).toContain("Published reviews on the site now: 3");
  });
});
