import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { unsubscribeFromNewsletter } from "../../app/db/newsletter.server.ts";
import {
  eventOccurrences,
  events,
  newsletterDeliveries,
  newsletterSubscriptions,
  outbox,
} from "../../app/db/schema.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { handleControl } from "../../app/features/newsletter/control.server.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * Newsletter issues (PRODUCT B12) through the control handler the CLI uses: refused while a
 * language is missing or behind the English, queued at the set rate to each confirmed subscriber
 * in their language, never twice, and visible in the delivery log.
 */

const SITE = "https://explore-kosovo.test";
let connection: DatabaseConnection;

const version = (subject: string, updated: string, body = "Hello **readers**.") =>
  `---\nsubject: ${subject}\npreview: A preview\nupdated: ${updated}\n---\n\n${body}\n`;

const complete = () => ({
  en: version(
    "July in Kosovo",
    "2027-06-20",
    "See [the events](/events).\n\n<script>alert(1)</script>",
  ),
  sq: version("Korriku në Kosovë", "2027-06-21"),
  de: version("Juli im Kosovo", "2027-06-20", "Siehe [die Veranstaltungen](/events)."),
  it: version("Luglio in Kosovo", "2027-06-22"),
});

function control(method: string, path: string, body?: unknown) {
  return handleControl(
    new Request(`http://control${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function subscriber(email: string, locale: string, status = "confirmed") {
  await connection.db.insert(newsletterSubscriptions).values({
    email,
    locale,
    status,
  });
}

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder, seed: false });
  await seedDatabase(connection.db);
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
beforeEach(async () => {
  await connection.db.delete(newsletterDeliveries);
  await connection.db.delete(outbox);
  await connection.db.delete(newsletterSubscriptions);
});

describe("newsletter:send", () => {
  it("refuses an issue with a missing language or one older than the English", async () => {
    await subscriber("reader@example.test", "en");
    const { it: _italian, ...missing } = complete();
    const refused = await control("POST", "/newsletter/send", { issue: "july", files: missing });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toContain("it.md is missing");

    const stale = { ...complete(), de: version("Juli im Kosovo", "2027-06-19") };
    const behind = await control("POST", "/newsletter/send", { issue: "july", files: stale });
    expect(((await behind.json()) as { error: string }).error).toContain(
      "de.md (updated 2027-06-19) is older than en.md (updated 2027-06-20)",
    );
    expect(await connection.db.select().from(outbox)).toEqual([]);
  });

  it("queues one e-mail per confirmed subscriber in their language, spaced to the rate, never twice", async () => {
    await subscriber("ana@example.test", "sq");
    await subscriber("max@example.test", "de");
    await subscriber("lea@example.test", "en");
    await subscriber("waiting@example.test", "en", "pending");
    await subscriber("gone@example.test", "it", "unsubscribed");

    const started = Date.now();
    const response = await control("POST", "/newsletter/send", {
      issue: "2027-07-whats-on",
      files: complete(),
      rate: 30,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ queued: 3, alreadyQueued: 0, rate: 30 });
    const queued = await connection.db.select().from(outbox).orderBy(outbox.nextAttemptAt);
    expect(queued.map((row) => [row.recipient, row.subject])).toEqual([
      ["ana@example.test", "Korriku në Kosovë"],
      ["max@example.test", "Juli im Kosovo"],
      ["lea@example.test", "July in Kosovo"],
    ]);
    // 30 a minute: two seconds apart.
    const due = queued.map((row) => row.nextAttemptAt.getTime());
    expect(due[0]).toBeGreaterThanOrEqual(started - 1000);
    expect((due[1] ?? 0) - (due[0] ?? 0)).toBe(2000);
    expect((due[2] ?? 0) - (due[1] ?? 0)).toBe(2000);
    // Sanitized, with site paths made absolute, and the unsubscribe headers.
    const english = queued[2];
    expect(english?.html).toContain(`href="${SITE}/events"`);
    expect(english?.html).not.toContain("<script");
    expect(english?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Each language's links go to that language's pages.
    expect(queued[1]?.html).toContain(`href="${SITE}/de/events"`);

    // Again, after a new subscriber arrived: only the new one gets it.
    await subscriber("new@example.test", "it");
    const again = await control("POST", "/newsletter/send", {
      issue: "2027-07-whats-on",
      files: complete(),
    });
    expect(await again.json()).toMatchObject({ queued: 1, alreadyQueued: 3 });
    const [last] = await connection.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "new@example.test"));
    expect(last?.subject).toBe("Luglio in Kosovo");
    // Resumed after the earlier run's last message, at the configured rate (60 a minute).
    expect(last?.nextAttemptAt.getTime()).toBe((due[2] ?? 0) + 1000);
  });

  it("keeps a delivery log of what the mail servers answered, and of unsubscriptions", async () => {
    for (const name of ["a", "b", "c", "d"]) await subscriber(`${name}@example.test`, "en");
    await control("POST", "/newsletter/send", { issue: "july", files: complete() });
    const rows = await connection.db.select().from(outbox).orderBy(outbox.id);
    const set = (id: number | undefined, values: string) =>
      connection.db.execute(sql.raw(`update outbox set ${values} where id = ${Number(id)}`));
    await set(rows[0]?.id, "status = 'sent', attempts = 1, sent_at = now()");
    await set(rows[1]?.id, "attempts = 2, last_error = '451 try later'");
    await set(rows[2]?.id, "status = 'failed', attempts = 1, last_error = '550 no such user'");
    // Each issue e-mail has an unsubscribe link of its own; D uses theirs.
    const toD = rows.find((row) => row.recipient === "d@example.test");
    const token = /\/newsletter\/unsubscribe\?token=([\w-]{32})/.exec(toD?.body ?? "")?.[1];
    expect(await unsubscribeFromNewsletter(connection.db, token ?? "")).toMatchObject({
      status: "unsubscribed",
    });

    const log = (await (await control("GET", "/newsletter/log?issue=july")).json()) as {
      totals: Record<string, Record<string, number>>;
      entries: { to: string; state: string; reason?: string }[];
    };
    expect(log.totals.july).toEqual({
      queued: 0,
      accepted: 1,
      deferred: 1,
      failed: 1,
      unsubscribed: 1,
      expired: 0,
    });
    expect(log.entries.find((entry) => entry.state === "failed")?.reason).toBe("550 no such user");
    // Addresses are masked.
    expect(JSON.stringify(log)).not.toMatch(/[abcd]@example/);
    // The unsubscribed reader's queued issue will not go out, and keeps only its log line.
    const [cancelled] = await connection.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, toD?.id ?? 0));
    expect(cancelled).toMatchObject({
      status: "cancelled",
      recipient: "d***@e***.test",
      body: "",
      link: null,
    });
  });
});

describe("newsletter:draft", () => {
  it("drafts a what's-on issue in four languages from the events with confirmed dates", async () => {
    const [first] = await connection.db
      .select({ startDate: eventOccurrences.startDate, name: events.name })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(eq(eventOccurrences.confirmed, true))
      .orderBy(eventOccurrences.startDate)
      .limit(1);
    expect(first).toBeDefined();
    const month = String(first?.startDate).slice(0, 7);
    const response = await control("GET", `/newsletter/draft?month=${month}`);
    const draft = (await response.json()) as { issue: string; files: Record<string, string> };
    expect(draft.issue).toBe(`${month}-whats-on`);
    expect(Object.keys(draft.files)).toEqual(["en", "sq", "de", "it"]);
    expect(draft.files.en).toContain(`## ${first?.name}`);
    // A draft passes the send command's own check.
    const checked = await control("POST", "/newsletter/send", {
      issue: "draft-check",
      files: draft.files,
    });
    expect(checked.status).toBe(200);
  });
});
