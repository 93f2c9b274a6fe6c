import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { contentIn } from "../../app/content/localized.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { REJECTED_KEEP_DAYS, UNCONFIRMED_DAYS } from "../../app/db/contributions.server.ts";
import {
  confirmTip,
  DECLINED_TIP_KEEP_DAYS,
  PUBLISHED_TIP_KEEP_DAYS,
  submitTip,
} from "../../app/db/event-tips.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { CLOSED_NOTE_KEEP_DAYS } from "../../app/db/recheck-reports.server.ts";
import {
  FINISHED_MAIL_KEEP_DAYS,
  SIGN_IN_KEEP_DAYS,
  UNSUBSCRIBED_KEEP_DAYS,
} from "../../app/db/retention.server.ts";
import {
  auditLog,
  blogComments,
  contributionReports,
  contributions,
  events,
  eventTipProposals,
  eventTips,
  jobRuns,
  newsletterDeliveries,
  newsletterSubscriptions,
  newsletterUnsubscribeLinks,
  outbox,
  recheckReports,
  reviews,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "../../app/db/schema.ts";
import { howReviewsWork } from "../../app/features/contributions/how-reviews-work.server.ts";
import { dailyPurge } from "../../app/features/contributions/moderation.server.ts";
import { IDLE_SESSION_HOURS, SESSION_LIFETIME_DAYS } from "../../app/features/desk/auth.server.ts";
import { deliveryLog } from "../../app/features/newsletter/issues.server.ts";
import { locales } from "../../app/i18n/locales.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * The retention the privacy policy states (decision 116), run by the daily purge: rejected
 * reviews and comments forgotten 30 days after the decision (their count stays for "How reviews
 * work here"), declined tips deleted after 30 days, a published tip's organiser erased a year
 * after its event's last edition (never while it recurs), change notes deleted a year after they
 * were closed; and the records of decision 130: finished mail, sign-in records, ended sessions and
 * unsubscribed addresses. Everything younger stays as it was.
 */

const DAY = 86_400_000;
const NOW = new Date("2027-03-15T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let connection: DatabaseConnection;
const db = () => connection.db;

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: "https://explore-kosovo.test", DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
beforeEach(async () => {
  for (const table of [
    contributionReports,
    contributions,
    reviews,
    blogComments,
    eventTipProposals,
    eventTips,
    recheckReports,
    jobRuns,
    newsletterDeliveries,
    outbox,
    newsletterSubscriptions,
    auditLog,
    staffSessions,
    staffVerifications,
    staffUsers,
  ]) {
    await db().delete(table);
  }
});

let token = 0;
async function rejected(kind: "review" | "comment", decidedAt: Date) {
  const n = ++token;
  const [item] =
    kind === "review"
      ? await db()
          .insert(reviews)
          .values({
            entityType: "attraction",
            entityId: 1,
            rating: 1,
            title: `Rejected ${n}`,
            text: "A text the moderator did not publish, kept only for a while.",
            visitMonth: "2027-01",
            displayName: "Writer",
            language: "en",
            status: "rejected",
          })
          .returning({ id: reviews.id })
      : await db()
          .insert(blogComments)
          .values({
            postId: 1,
            displayName: "Writer",
            text: `Rejected comment ${n}`,
            language: "en",
            status: "rejected",
          })
          .returning({ id: blogComments.id });
  const [row] = await db()
    .insert(contributions)
    .values({
      kind,
      itemId: item?.id ?? 0,
      status: "rejected",
      email: `writer${n}@example.com`,
      emailHash: `email-hash-${n}`,
      clientHash: `client-hash-${n}`,
      manageTokenHash: `manage-${n}`,
      reason: "Off topic",
      createdAt: ago(400),
      confirmedAt: ago(400),
      decidedAt,
    })
    .returning();
  if (!row) throw new Error("not stored");
  await db()
    .insert(contributionReports)
    .values({ contributionId: row.id, reporter: `r${n}` });
  return row;
}

async function tip(organiserEmail: string, dates: { startDate: string; endDate: string | null }) {
  const confirm = `confirm-token-${++token}`;
  await submitTip(
    db(),
    {
      name: `Festival ${token}`,
      ...dates,
      startTime: "18:00",
      town: "Prizren",
      venue: null,
      description: "Three evenings of music in the old town, with food stalls from the region.",
      link: null,
      organiserName: "Arta Krasniqi",
      organiserEmail,
      locale: "en",
    },
    confirm,
    async () => ({
      recipient: organiserEmail,
      kind: "event-tip-confirm",
      locale: "en",
      subject: "s",
      text: "t",
    }),
  );
  const outcome = await confirmTip(db(), confirm, ago(200));
  if (outcome.state !== "confirmed") throw new Error(outcome.state);
  return outcome;
}

const tipRow = async (id: number) =>
  (await db().select().from(eventTips).where(eq(eventTips.id, id)))[0];

describe("the daily purge keeps what the privacy policy says, for as long as it says", () => {
  it("forgets rejected reviews and comments 30 days after the decision, and still counts them", async () => {
    const oldReview = await rejected("review", ago(31));
    const oldComment = await rejected("comment", ago(45));
    const recent = await rejected("review", ago(29));

    expect(await dailyPurge(db(), NOW)).toBe(2);

    const rows = await db().select().from(contributions);
    const byId = (id: number) => rows.find((row) => row.id === id);
    for (const old of [oldReview, oldComment]) {
      expect(byId(old.id)).toMatchObject({
        status: "rejected",
        email: null,
        emailHash: "",
        clientHash: "",
        reason: null,
        decidedAt: old.decidedAt,
      });
      expect(byId(old.id)?.manageTokenHash).not.toBe(old.manageTokenHash);
    }
    // The texts are gone, the younger one's stays with everything.
    expect((await db().select().from(reviews)).map((row) => row.id)).toEqual([recent.itemId]);
    expect(await db().select().from(blogComments)).toEqual([]);
    expect(byId(recent.id)).toMatchObject({ email: recent.email, reason: "Off topic" });
    const reports = await db().select().from(contributionReports);
    expect(reports.map((row) => row.contributionId)).toEqual([recent.id]);
    expect(JSON.stringify(rows)).not.toContain(oldReview.email ?? "-");

    // Last month's rejections are still counted on "How reviews work here" (February 2027: both reviews).
    const page = await howReviewsWork(db(), NOW);
    expect(page.lastMonth.rejected).toBe(2);

    // Once a day: the next run the same day does nothing; the next day finds nothing new.
    expect(await dailyPurge(db(), NOW)).toBeUndefined();
    expect(await dailyPurge(db(), new Date(NOW.getTime() + 2 * DAY))).toBe(1);
  });

  it("deletes declined tips after 30 days and erases a published tip's organiser a year after its event", async () => {
    const declined = await tip("declined@example.com", { startDate: "2026-06-01", endDate: null });
    const declinedRecently = await tip("later@example.com", {
      startDate: "2026-07-01",
      endDate: null,
    });
    await db()
      .update(eventTips)
      .set({ status: "declined", declineReason: "Not in Kosovo", decidedAt: ago(31) })
      .where(eq(eventTips.id, declined.tip.id));
    await db()
      .update(eventTips)
      .set({ status: "declined", declineReason: "Not in Kosovo", decidedAt: ago(5) })
      .where(eq(eventTips.id, declinedRecently.tip.id));

    const over = await tip("over@example.com", { startDate: "2026-03-01", endDate: "2026-03-10" });
    const within = await tip("within@example.com", {
      startDate: "2026-03-01",
      endDate: "2026-03-20",
    });
    const recurring = await tip("yearly@example.com", { startDate: "2025-05-01", endDate: null });
    await db()
      .update(events)
      .set({ rrule: "FREQ=YEARLY", rruleStart: "2025-05-01" })
      .where(eq(events.id, recurring.eventId));
    for (const published of [over, within, recurring]) {
      await db()
        .update(eventTips)
        .set({ status: "published", manageTokenHash: `m${published.tip.id}`, decidedAt: ago(380) })
        .where(eq(eventTips.id, published.tip.id));
    }
    await db()
      .insert(eventTipProposals)
      .values([
        {
          tipId: over.tip.id,
          eventId: over.eventId,
          kind: "cancel",
          note: "done",
          status: "applied",
        },
        {
          tipId: over.tip.id,
          eventId: over.eventId,
          kind: "cancel",
          note: "new",
          status: "pending",
        },
      ]);

    expect(await dailyPurge(db(), NOW)).toBe(2);

    expect(await tipRow(declined.tip.id)).toBeUndefined();
    expect(await tipRow(declinedRecently.tip.id)).toMatchObject({
      organiserEmail: "later@example.com",
    });
    expect(await tipRow(over.tip.id)).toMatchObject({
      organiserName: "[erased]",
      organiserEmail: null,
      manageTokenHash: null,
      eventId: over.eventId,
    });
    for (const kept of [within, recurring]) {
      expect(await tipRow(kept.tip.id)).toMatchObject({
        organiserName: "Arta Krasniqi",
        organiserEmail: kept.tip.organiserEmail,
        manageTokenHash: `m${kept.tip.id}`,
      });
    }
    const proposals = await db().select().from(eventTipProposals);
    expect(proposals.map((row) => row.status)).toEqual(["pending"]);
    // The published event stays as the editors keep it.
    expect(await db().select().from(events).where(eq(events.id, over.eventId))).toHaveLength(1);
  });

  it("deletes change notes a year after they were closed, never open ones", async () => {
    const note = (status: "open" | "done", resolvedAt: Date | null) => ({
      entityType: "attraction",
      entityId: 1,
      reason: "prices" as const,
      note: `${status} ${resolvedAt?.toISOString() ?? ""}`,
      language: "en",
      status,
      createdAt: ago(800),
      resolvedAt,
    });
    await db()
      .insert(recheckReports)
      .values([note("done", ago(366)), note("done", ago(364)), note("open", null)]);

    expect(await dailyPurge(db(), NOW)).toBe(1);

    const left = await db().select().from(recheckReports);
    expect(left.map((row) => row.status).sort()).toEqual(["done", "open"]);
    expect(left.find((row) => row.status === "done")?.resolvedAt).toEqual(ago(364));
  });
});

describe("the daily purge keeps the records for as long as the policy says", () => {
  it("deletes finished mail after 30 days, never mail still to send; a newsletter delivery says so", async () => {
    const mail = (status: string, createdAt: Date, sentAt: Date | null = null) => ({
      recipient: status === "pending" ? "reader@example.com" : "r***@e***.com",
      kind: "newsletter-issue",
      subject: "",
      body: "",
      status,
      createdAt,
      sentAt,
      nextAttemptAt: createdAt,
    });
    const rows = await db()
      .insert(outbox)
      .values([
        mail("sent", ago(40), ago(FINISHED_MAIL_KEEP_DAYS + 1)),
        mail("failed", ago(FINISHED_MAIL_KEEP_DAYS + 2)),
        mail("cancelled", ago(FINISHED_MAIL_KEEP_DAYS + 5)),
        mail("sent", ago(40), ago(FINISHED_MAIL_KEEP_DAYS - 1)),
        mail("pending", ago(60)),
      ])
      .returning({ id: outbox.id });
    const [subscription] = await db()
      .insert(newsletterSubscriptions)
      .values({ email: "reader@example.com", status: "confirmed" })
      .returning({ id: newsletterSubscriptions.id });
    await db()
      .insert(newsletterDeliveries)
      .values(
        rows.slice(0, 2).map((row, n) => ({
          issue: `issue-${n}`,
          subscriptionId: subscription?.id ?? 0,
          outboxId: row.id,
        })),
      );

    expect(await dailyPurge(db(), NOW)).toBe(3);

    const left = await db().select().from(outbox).orderBy(outbox.id);
    expect(left.map((row) => row.id)).toEqual([rows[3]?.id, rows[4]?.id]);
    // The issue went once (its delivery row stays), and its log line has expired.
    const log = await deliveryLog(db(), "issue-0");
    expect(log.entries.map((entry) => entry.state)).toEqual(["expired"]);
  });

  it("deletes sign-in records after 90 days and ended sessions, keeps the rest of the audit log", async () => {
    const entry = (entityType: string, action: string, at: Date) => ({
      actor: "anonymous",
      action,
      entityType,
      entityId: "someone@example.org",
      details: { client: "203.0.113.5" },
      at,
    });
    await db()
      .insert(auditLog)
      .values([
        entry("sign-in", "staff.sign-in-failed", ago(SIGN_IN_KEEP_DAYS + 1)),
        entry("sign-in", "staff.password-reset-requested", ago(SIGN_IN_KEEP_DAYS + 30)),
        entry("sign-in", "staff.signed-in", ago(SIGN_IN_KEEP_DAYS - 1)),
        entry("event", "event.updated", ago(800)),
      ]);
    await db()
      .insert(staffUsers)
      .values({ id: "u1", name: "Edi", email: "edi@example.org", role: "editor" });
    const session = (id: string, expiresAt: Date) => ({
      id,
      token: `token-${id}`,
      userId: "u1",
      expiresAt,
      ipAddress: "203.0.113.5",
      userAgent: "Firefox",
    });
    await db()
      .insert(staffSessions)
      .values([session("ended", ago(1)), session("live", new Date(NOW.getTime() + 3_600_000))]);
    await db()
      .insert(staffVerifications)
      .values([
        { id: "v-old", identifier: "reset", value: "x", expiresAt: ago(1) },
        {
          id: "v-new",
          identifier: "reset",
          value: "y",
          expiresAt: new Date(NOW.getTime() + 60_000),
        },
      ]);

    expect(await dailyPurge(db(), NOW)).toBe(4);

    const audit = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(["staff.signed-in", "event.updated"]);
    expect((await db().select().from(staffSessions)).map((row) => row.id)).toEqual(["live"]);
    expect((await db().select().from(staffVerifications)).map((row) => row.id)).toEqual(["v-new"]);
  });

  it("deletes an unsubscribed address 30 days after the unsubscribe, with its links", async () => {
    const subscription = (email: string, status: string, unsubscribedAt: Date | null) => ({
      email,
      status,
      unsubscribedAt,
      createdAt: ago(400),
    });
    const rows = await db()
      .insert(newsletterSubscriptions)
      .values([
        subscription("gone@example.com", "unsubscribed", ago(UNSUBSCRIBED_KEEP_DAYS + 1)),
        subscription("recent@example.com", "unsubscribed", ago(UNSUBSCRIBED_KEEP_DAYS - 1)),
        subscription("reader@example.com", "confirmed", null),
      ])
      .returning({ id: newsletterSubscriptions.id });
    await db()
      .insert(newsletterUnsubscribeLinks)
      .values(rows.map((row) => ({ tokenHash: `hash-${row.id}`, subscriptionId: row.id })));

    expect(await dailyPurge(db(), NOW)).toBe(1);

    const left = await db().select().from(newsletterSubscriptions);
    expect(left.map((row) => row.email).sort()).toEqual([
      "reader@example.com",
      "recent@example.com",
    ]);
    const links = await db().select().from(newsletterUnsubscribeLinks);
    expect(links.map((row) => row.subscriptionId).sort()).toEqual(
      [rows[1]?.id, rows[2]?.id].sort(),
    );
  });
});

it("the privacy policy in every language states the periods the purge uses", () => {
  // A year is how the policy says 365 days.
  expect([PUBLISHED_TIP_KEEP_DAYS, CLOSED_NOTE_KEEP_DAYS]).toEqual([365, 365]);
  const year = { en: "a year", sq: "një vit", de: "ein Jahr", it: "un anno" };
  for (const locale of locales) {
    const policy = contentIn(locale).legal.privacyPolicy;
    const text = JSON.stringify(policy);
    for (const days of [UNCONFIRMED_DAYS, REJECTED_KEEP_DAYS, DECLINED_TIP_KEEP_DAYS]) {
      expect(text, `${locale}: ${days}`).toContain(`${days} `);
    }
    expect(text.split(year[locale]).length - 1, locale).toBeGreaterThanOrEqual(2);
  }
});

it("the privacy policy in every language states the records' periods where it speaks of them", () => {
  // The sections in English; every language keeps their order (scripts/i18n-skeleton.ts).
  const sections = contentIn("en").legal.privacyPolicy.sections.map((section) => section.heading);
  const at = (heading: string) => {
    const index = sections.indexOf(heading);
    expect(index, heading).toBeGreaterThanOrEqual(0);
    return index;
  };
  const expected: [number, number[]][] = [
    [at("The newsletter"), [UNSUBSCRIBED_KEEP_DAYS]],
    [at("E-mails, and erasing your address"), [FINISHED_MAIL_KEEP_DAYS]],
    [
      at("Server logs and security"),
      [SIGN_IN_KEEP_DAYS, IDLE_SESSION_HOURS, SESSION_LIFETIME_DAYS],
    ],
  ];
  expect([
    FINISHED_MAIL_KEEP_DAYS,
    SIGN_IN_KEEP_DAYS,
    UNSUBSCRIBED_KEEP_DAYS,
    IDLE_SESSION_HOURS,
    SESSION_LIFETIME_DAYS,
  ]).toEqual([30, 90, 30, 12, 7]);
  const unit = {
    en: { days: "days", hours: "hours" },
    sq: { days: "ditë", hours: "orë" },
    de: { days: "Tage", hours: "Stunden" },
    it: { days: "giorni", hours: "ore" },
  };
  for (const locale of locales) {
    const policy = contentIn(locale).legal.privacyPolicy;
    for (const [index, periods] of expected) {
      const text = policy.sections[index]?.paragraphs.join(" ") ?? "";
      for (const period of periods) {
        const word = period === IDLE_SESSION_HOURS ? unit[locale].hours : unit[locale].days;
        expect(text, `${locale}, ${sections[index]}: ${period}`).toContain(`${period} ${word}`);
      }
    }
  }
});
