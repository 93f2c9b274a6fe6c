import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { claimDueMail, enqueueMail, markMailSent } from "../../app/db/outbox.server.ts";
import { newsletterSubscriptions, outbox } from "../../app/db/schema.ts";
import { handleNewsletterPost } from "../../app/features/newsletter/subscribe.server.ts";
import { createLogger, withRequestId } from "../../app/lib/log.server.ts";
import { UNLIMITED } from "../../app/lib/rate-limit.server.ts";
import { createMailSender, type MailSenderOptions } from "../../app/mail/sender.server.ts";
import { createMailTransport, type MailTransport } from "../../app/mail/transport.server.ts";
import * as oneClickRoute from "../../app/routes/api.newsletter.unsubscribe.ts";
import * as confirmRoute from "../../app/routes/newsletter.confirm.tsx";
import { rawHeader, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Mail really goes out (PRODUCT B12): through an SMTP server running in this test, or as `.eml`
 * files; retried, never sent twice by two senders, and the links in the e-mails work.
 */

const SITE = "https://explore-kosovo.test";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-test-"));

describe.each(testTargets())("mail on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let sink: SmtpSink;
  let transport: MailTransport;
  const extra: DatabaseConnection[] = [];

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: dataDir }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    // A second connection where the database has more than one (PGlite has exactly one).
    extra.push(target.name === "PostgreSQL" ? await openDatabase(created.options) : connection);
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await sink?.close();
    if (extra[0] && extra[0] !== connection) await extra[0].close();
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await connection.db.delete(newsletterSubscriptions);
    await connection.db.delete(outbox);
    sink.received.length = 0;
    sink.answer = undefined;
    sink.tries = 0;
    transport = smtp();
  });
  afterEach(() => transport.close());

  function smtp() {
    return createMailTransport({
      smtpUrl: sink.url,
      dataDir,
      from: "Explore Kosovo <hello@explore-kosovo.test>",
      messageIdHost: "explore-kosovo.test",
      log: () => {},
    });
  }

  function sender(options: Partial<MailSenderOptions> = {}) {
    return createMailSender({
      database: async () => connection.db,
      transport,
      log: quiet,
      background: false,
      ...options,
    });
  }

  function signUp(email: string, locale = "en") {
    return handleNewsletterPost(
      new Request(`${SITE}/api/newsletter`, {
        method: "POST",
        body: JSON.stringify({ email, locale }),
        headers: { "content-type": "application/json" },
      }),
      {
        limiter: UNLIMITED,
        database: async () => connection.db,
      },
    );
  }

  const rows = () => connection.db.select().from(outbox).orderBy(outbox.id);
  const subscription = async (email: string) =>
    (
      await connection.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];
  /** The token of the newest confirmation link queued for `email` (stored only hashed). */
  const confirmTokenOf = async (email: string) => {
    const mail = (await rows())
      .filter((row) => row.recipient === email && row.kind === "newsletter-confirmation")
      .at(-1);
    return new URL(mail?.link ?? "http://none").searchParams.get("token") ?? "";
  };
  const dueNow = () => connection.db.execute(sql`update outbox set next_attempt_at = now()`);
  const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

  function queue(count: number) {
    return connection.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await enqueueMail(tx, {
          recipient: `reader${i}@example.test`,
          kind: "test",
          locale: "en",
          subject: `Message ${i}`,
          text: `Message ${i}`,
        });
      }
    });
  }

  it("delivers the confirmation by SMTP; its link confirms, the welcome follows, one click unsubscribes", async () => {
    expect((await signUp("ana@example.test", "sq")).status).toBe(200);
    expect(await sender().drain()).toBe(1);
    const [confirmation] = await sink.waitFor(1);
    expect(confirmation?.subject).toBe("Konfirmoni abonimin në buletinin e Explore Kosovo");
    expect(confirmation?.from?.text).toBe('"Explore Kosovo" <hello@explore-kosovo.test>');
    expect(confirmation?.html).toContain(`src="${SITE}/artwork/site/og-default.jpg"`);
    const link = /https:\/\/\S+\/sq\/newsletter\/confirm\?token=[\w-]{32}/.exec(
      confirmation?.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    expect(confirmation?.html).toContain(link);
    const listUnsubscribe = String(rawHeader(confirmation, "list-unsubscribe"));
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/explore-kosovo\.test\/api\/newsletter\/unsubscribe/,
    );
    expect(rawHeader(confirmation, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect((await subscription("ana@example.test"))?.status).toBe("pending");

    // The visitor opens the link from the e-mail (which only asks) and presses its button.
    await confirmRoute.loader(args(new Request(String(link))));
    expect((await subscription("ana@example.test"))?.status).toBe("pending");
    await confirmRoute.action(args(new Request(String(link), { method: "POST" })));
    expect((await subscription("ana@example.test"))?.status).toBe("confirmed");

    expect(await sender().drain()).toBe(1);
    const [, welcome] = await sink.waitFor(2);
    expect(welcome?.subject).toBe("Mirë se vini në buletinin e Explore Kosovo");
    expect(welcome?.text).toContain(`${SITE}/sq/newsletter/unsubscribe?token=`);

    // The mail client's one-click unsubscribe (RFC 8058): a POST, no page, no login.
    const oneClick = String(rawHeader(welcome, "list-unsubscribe")).replace(/^<|>$/g, "");
    const response = await oneClickRoute.action(
      args(
        new Request(oneClick, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect((await subscription("ana@example.test"))?.status).toBe("unsubscribed");
    expect((await rows()).map((row) => [row.kind, row.status])).toEqual([
      ["newsletter-confirmation", "sent"],
      ["newsletter-welcome", "sent"],
    ]);
    // Sent, each keeps only its delivery-log line: no text, link or header with a working token
    // (decision 130).
    for (const row of await rows()) {
      expect(row).toMatchObject({
        recipient: "a***@e***.test",
        subject: "",
        body: "",
        html: null,
        link: null,
        headers: {},
        sentAt: expect.any(Date),
      });
    }
    const stored = JSON.stringify(await rows());
    for (const token of [link ?? "", oneClick].map((url) =>
      new URL(url).searchParams.get("token"),
    )) {
      expect(token).toMatch(/^[\w-]{32}$/);
      expect(stored).not.toContain(token);
    }
  });

  it("names the request that queued a message on its row and in the sender's lines", async () => {
    const logged: string[] = [];
    const logger = createLogger("info", { write: (text) => logged.push(text) });
    await withRequestId("req-signup-7", () => signUp("traced.reader@example.test"));
    const [row] = (await rows()).filter((mail) => mail.recipient === "traced.reader@example.test");
    expect(row?.requestId).toBe("req-signup-7");
    // Queued outside any request (a CLI, the desk watch): no id on the row, one made for the send.
    await queue(1);
    expect((await rows()).at(-1)?.requestId).toBeNull();
    expect(await sender({ log: logger }).drain()).toBe(2);
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    const sent = lines.filter((line) => line.message === "mail sent");
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ id: row?.id, requestId: "req-signup-7" });
    expect(sent[1]?.requestId).toMatch(/^mail-\d+$/);
  });

  it("writes an .eml file without SMTP_URL and logs one line with the file, never the token", async () => {
    const lines: Record<string, unknown>[] = [];
    const logged: string[] = [];
    const logger = createLogger("info", { write: (text) => logged.push(text) });
    transport = createMailTransport({
      dataDir,
      from: "Explore Kosovo <hello@explore-kosovo.test>",
      messageIdHost: "explore-kosovo.test",
      log: (message, fields) => {
        lines.push({ message, ...fields });
        logger.info(message, fields);
      },
    });
    await signUp("file.reader@example.test", "de");
    expect(await sender().drain()).toBe(1);
    expect(lines).toHaveLength(1);
    const line = lines[0] as { file: string; link: string; to: string };
    expect(line.to).toBe("f***@e***.test");
    expect(JSON.stringify(line)).not.toContain("file.reader@");
    // The log names the page; the token is only in the message itself (decision 139).
    expect(line.link).toBe(`${SITE}/de/newsletter/confirm?token=[redacted]`);
    expect(path.dirname(line.file)).toBe(path.join(dataDir, "mail"));
    expect(readdirSync(path.join(dataDir, "mail"))).toContain(path.basename(line.file));
    const mail = await simpleParser(readFileSync(line.file));
    expect(mail.to).toMatchObject({ text: "file.reader@example.test" });
    expect(mail.subject).toBe("Bestätigen Sie Ihr Abonnement des Explore-Kosovo-Newsletters");
    const link = new RegExp(`${SITE}/de/newsletter/confirm\\?token=([\\w-]{32})`).exec(
      mail.text ?? "",
    );
    const token = link?.[1] ?? "";
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(mail.html).toContain(link?.[0]);
    expect((await subscription("file.reader@example.test"))?.confirmTokenHash).toBe(
      createHash("sha256").update(token).digest("hex"),
    );
    // The line as the server writes it: JSON, the file named, no token, no address.
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? "")).toMatchObject({ message: "mail written", file: line.file });
    expect(logged[0]).not.toContain(token);
    expect(logged[0]).not.toContain("file.reader@");
    expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("retries a refused message with exponential backoff, then sends it", async () => {
    sink.answer = (count) =>
      count <= 2 ? Object.assign(new Error("451 try later"), { responseCode: 451 }) : undefined;
    await queue(1);
    const mailer = sender({ retryBaseMs: 60_000 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      const before = Date.now();
      await mailer.drain();
      const [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      expect(row?.lastError).toMatch(/451/);
      delays.push((row?.nextAttemptAt.getTime() ?? 0) - before);
      // Not due yet: nothing is tried before its time.
      expect(await mailer.drain()).toBe(0);
      await dueNow();
    }
    expect(delays[0]).toBeGreaterThanOrEqual(59_000);
    expect(delays[0]).toBeLessThan(62_000);
    expect(delays[1]).toBeGreaterThanOrEqual(119_000);
    expect(delays[1]).toBeLessThan(122_000);
    await mailer.drain();
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(sink.received).toHaveLength(1);
  });

  it("marks a message failed after the last try, and at once when the server refuses it for good", async () => {
    sink.answer = (count) =>
      count <= 3
        ? Object.assign(new Error("451 mailbox busy"), { responseCode: 451 })
        : Object.assign(new Error("550 no such user"), { responseCode: 550 });
    await queue(1);
    const mailer = sender({ maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await mailer.drain();
      await dueNow();
    }
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 3 });
    expect((await rows())[0]?.lastError).toMatch(/451 mailbox busy/);

    await connection.db.delete(outbox);
    await queue(1);
    await mailer.drain();
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect((await rows())[0]?.lastError).toMatch(/550 no such user/);
    // Failed for good, it keeps the delivery log only, as a sent one does.
    expect((await rows())[0]).toMatchObject({ recipient: "r***@e***.test", body: "", link: null });
  });

  it("takes over a message whose sender died mid-send, once its claim runs out", async () => {
    await queue(1);
    const [held] = await claimDueMail(connection.db, "dead-sender", { limit: 5, leaseMs: 200 });
    expect(held?.status).toBe("sending");
    expect(await sender().drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sender({ id: "live-sender" }).drain()).toBe(1);
    // The dead sender's late report changes nothing.
    expect(
      await markMailSent(
        connection.db,
        { id: held?.id ?? 0, recipient: "x@example.test" },
        "dead-sender",
      ),
    ).toBe(false);
    expect((await rows())[0]).toMatchObject({ status: "sent", claimedBy: "live-sender" });
    expect(sink.received).toHaveLength(1);
  });

  it("on stop finishes the message in hand and gives back the rest of its batch", async () => {
    await queue(5);
    let release = () => {};
    const slow: MailTransport = {
      description: "slow",
      send: (row) =>
        new Promise<void>((resolve) => {
          release = resolve;
          void row;
        }),
      close: () => {},
    };
    const mailer = createMailSender({
      database: async () => connection.db,
      transport: slow,
      log: quiet,
      pollMs: 60_000,
    });
    await expect
      .poll(async () => (await rows()).filter((row) => row.status === "sending"))
      .toHaveLength(5);
    const stopped = mailer.stop();
    release();
    await stopped;
    const statuses = (await rows()).map((row) => [row.status, row.attempts, row.claimedBy]);
    expect(statuses[0]).toEqual(["sent", 1, expect.any(String)]);
    expect(statuses.slice(1)).toEqual(Array(4).fill(["pending", 0, null]));
  });

  it("never sends a message twice when two senders drain one outbox", async () => {
    await queue(120);
    const database = extra[0] ?? connection;
    const [a, b] = [
      sender({ id: "sender-a", batchSize: 7 }),
      createMailSender({
        database: async () => database.db,
        transport: smtp(),
        log: quiet,
        background: false,
        id: "sender-b",
        batchSize: 7,
      }),
    ];
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(120);
    const ids = sink.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    const all = await rows();
    expect(all.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    if (target.name === "PostgreSQL") {
      // Both really took part.
      expect(new Set(all.map((row) => row.claimedBy))).toEqual(new Set(["sender-a", "sender-b"]));
    }
  }, 60_000);

  it("stores nothing and says so when the outbox cannot be written", async () => {
    await connection.db.execute(
      sql`alter table outbox add constraint outbox_refuses check (false) not valid`,
    );
    try {
      const response = await signUp("nothing@example.test");
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toBe(
        "We could not save the sign-up, so no e-mail was sent. Please try again in a few minutes.",
      );
      expect(await subscription("nothing@example.test")).toBeUndefined();
    } finally {
      await connection.db.execute(sql`alter table outbox drop constraint outbox_refuses`);
    }
  });

  it("mails an address at most once an hour however often it signs up", async () => {
    for (let i = 0; i < 3; i++) await signUp("busy@example.test");
    expect(await rows()).toHaveLength(1);
    const first = await confirmTokenOf("busy@example.test");
    await connection.db.execute(
      sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '61 minutes'`,
    );
    await signUp("busy@example.test");
    expect(await rows()).toHaveLength(2);
    // The new e-mail's link replaces the old one.
    const second = await confirmTokenOf("busy@example.test");
    expect(second).not.toBe(first);
    expect((await rows())[1]?.link).toContain(second);
  });

  it("an expired link offers a fresh one, which works", async () => {
    await signUp("late@example.test", "it");
    const old = await confirmTokenOf("late@example.test");
    await connection.db.execute(
      sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '8 days'`,
    );
    const url = `${SITE}/it/newsletter/confirm?token=${old}`;
    const expired = (await confirmRoute.loader(args(new Request(url)))) as unknown as {
      data: { state: string; token: string };
    };
    expect(expired.data).toMatchObject({ state: "expired", token: old });
    expect((await subscription("late@example.test"))?.status).toBe("pending");
    // A page opened before the link expired, its button pressed after: expired all the same.
    const pressed = (await confirmRoute.action(
      args(new Request(url, { method: "POST" })),
    )) as unknown as { data: { state: string; token: string } };
    expect(pressed.data).toMatchObject({ state: "expired", token: old });
    expect((await subscription("late@example.test"))?.status).toBe("pending");

    const resent = (await confirmRoute.action(
      args(new Request(url, { method: "POST", body: new URLSearchParams({ intent: "resend" }) })),
    )) as unknown as { data: { state: string } };
    expect(resent.data.state).toBe("resent");
    const [, fresh] = await rows();
    expect(fresh?.subject).toBe("Conferma la tua iscrizione alla newsletter di Explore Kosovo");
    const again = (await confirmRoute.loader(args(new Request(url)))) as unknown as {
      data: { state: string };
    };
    expect(again.data.state).toBe("invalid");
    await confirmRoute.action(args(new Request(String(fresh?.link), { method: "POST" })));
    expect((await subscription("late@example.test"))?.status).toBe("confirmed");
  });
});
