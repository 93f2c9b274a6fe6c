import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { openDatabase } from "../../app/db/client.server.ts";
import {
  findSubscriptionByUnsubscribeToken,
  unsubscribeFromNewsletter,
} from "../../app/db/newsletter.server.ts";
import { newsletterSubscriptions, outbox } from "../../app/db/schema.ts";
import { migrationsFolder, testTargets } from "../support/test-databases.ts";

/**
 * The migration that hashes the newsletter's tokens and empties finished mail (decision 130),
 * run over a database made by the migrations before it: links already mailed keep working by
 * their hash, and no sent e-mail keeps a token.
 */

const MIGRATION = "hashed_newsletter_tokens_and_mail_log";
const work = mkdtempSync(path.join(tmpdir(), "hashed-tokens-"));
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const rowsOf = <Row>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** The migrations folder as it was before this one. */
function migrationsBefore(): string {
  const folder = path.join(work, "migrations");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

afterAll(() => {
  setConfigForTests(undefined);
  rmSync(work, { recursive: true, force: true });
});

describe.each(testTargets())("the hashed-tokens migration on $name", (target) => {
  it("keeps mailed links working by their hash and empties finished mail", async () => {
    setConfigForTests(
      loadConfig({ SITE_URL: "https://explore-kosovo.test", DATA_DIR: "memory://" }),
    );
    const created = await target.create();
    // PGlite keeps the database on disk here, so that it can be opened a second time.
    const options =
      target.name === "PGlite"
        ? { dataDir: path.join(work, "pglite"), migrationsFolder }
        : created.options;
    const confirm = "c".repeat(32);
    const unsubscribe = "u".repeat(32);
    try {
      const old = await openDatabase({ ...options, migrationsFolder: migrationsBefore() });
      await old.db.execute(sql`insert into newsletter_subscriptions
          (email, status, confirm_token, unsubscribe_token)
          values ('ana@example.com', 'pending', ${confirm}, ${unsubscribe})`);
      await old.db.execute(sql`insert into outbox (recipient, kind, subject, body, html, link, headers, status, sent_at)
          values
          ('maria.rossi@example.com', 'newsletter-confirmation', 'Confirm', ${`Open /confirm?token=${confirm}`},
           '<a>x</a>', ${`https://x.test/confirm?token=${confirm}`}, '{"List-Unsubscribe": "<x>"}', 'sent', now()),
          ('ana@example.com', 'newsletter-issue', 'July', 'Text', null, null, '{}', 'pending', null)`);
      await old.close();

      const migrated = await openDatabase(options);
      try {
        const [subscription] = await migrated.db.select().from(newsletterSubscriptions);
        expect(subscription?.confirmTokenHash).toBe(sha256(confirm));
        const stored = rowsOf(
          await migrated.db.execute(sql`select * from newsletter_subscriptions`),
        );
        expect(JSON.stringify(stored)).not.toContain(confirm);
        expect(await findSubscriptionByUnsubscribeToken(migrated.db, unsubscribe)).toMatchObject({
          email: "ana@example.com",
        });

        const mail = await migrated.db.select().from(outbox).orderBy(outbox.id);
        expect(mail).toMatchObject([
          {
            recipient: "m***@e***.com",
            subject: "",
            body: "",
            html: null,
            link: null,
            headers: {},
            status: "sent",
          },
          { recipient: "ana@example.com", body: "Text", status: "pending" },
        ]);
        await unsubscribeFromNewsletter(migrated.db, unsubscribe);
        expect(await findSubscriptionByUnsubscribeToken(migrated.db, unsubscribe)).toMatchObject({
          status: "unsubscribed",
        });
      } finally {
        await migrated.close();
      }
    } finally {
      await created.drop();
    }
  }, 120_000);
});
