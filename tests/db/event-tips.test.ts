import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { getDeskEvent, publishEvent } from "../../app/db/events.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { listEvents } from "../../app/db/queries.server.ts";
import { events, eventTipProposals, eventTips, outbox } from "../../app/db/schema.ts";
import {
  confirmTipFromLink,
  manageLink,
  proposeFromForm,
  submitTipFromForm,
  tipLinkState,
} from "../../app/features/contributions/event-tip.server.ts";
import {
  afterPublication,
  declineTipFromForm,
  proposalFromForm,
  tipPanel,
} from "../../app/features/desk/event-tips.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as confirmTipRoute from "../../app/routes/events.submit_.confirm.tsx";

/**
 * Event tips from organisers (issue 19 items 3, 8) against a real database: the form, the
 * confirmation link, the draft event, publication and its e-mail with the private link, a
 * proposal applied after the editor saw it, and a declined tip.
 */

const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");
const SITE = "https://explore-kosovo.test";
const TODAY = "2027-01-10";
const editor = { id: "editor-1", email: "editor@explore-kosovo.test" };

let connection: DatabaseConnection;
const database = async () => connection.db;
const limits = () => ({
  client: memoryRateLimiter("c", { max: 1000, windowMs: 60_000 }),
  plain: memoryRateLimiter("p", { max: 1000, windowMs: 60_000 }),
  email: memoryRateLimiter("e", { max: 1000, windowMs: 60_000 }),
});
let options: ReturnType<typeof optionsNow>;
const optionsNow = () => ({ database, limits: limits(), today: TODAY });

const tip = {
  name: "Prizren Street Food Days",
  startDate: "2027-05-14",
  endDate: "2027-05-16",
  startTime: "18:00",
  town: "Prizren",
  venue: "Shadërvan square",
  description: "Three evenings of food stalls from the whole region, with music after dark.",
  link: "https://streetfood.example/prizren",
  organiserName: "Arta Krasniqi",
  organiserEmail: "arta@example.com",
  consent: "yes",
};

const form = (url: string, fields: Record<string, string>) =>
  new Request(new URL(url, SITE), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.9" },
    body: new URLSearchParams(fields),
  });

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

async function mails(kind: string) {
  return connection.db.select().from(outbox).where(eq(outbox.kind, kind));
}

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
beforeEach(() => {
  options = optionsNow();
});

async function submitAndConfirm(fields = tip) {
  const sent = await outcome(() =>
    submitTipFromForm(form("/de/events/submit", fields), "de", options),
  );
  expect(sent).toBeInstanceOf(Response);
  expect((sent as Response).headers.get("location")).toBe("/de/events/submit?sent=1");
  const [mail] = (await mails("event-tip-confirmation")).slice(-1);
  expect(mail?.recipient).toBe(fields.organiserEmail);
  expect(mail?.subject).toContain(fields.name);
  const confirmUrl = new URL(mail?.link ?? "");
  expect(confirmUrl.pathname).toBe("/de/events/submit/confirm");
  // Opened, the link only asks; the page's button confirms.
  expect(await tipLinkState(new Request(confirmUrl), database)).toBe("ask");
  const state = await confirmTipFromLink(new Request(confirmUrl, { method: "POST" }), database);
  expect(state).toBe("confirmed");
  expect(await confirmTipFromLink(new Request(confirmUrl), database)).toBe("invalid");
  const [row] = await connection.db
    .select()
    .from(eventTips)
    .where(eq(eventTips.organiserEmail, fields.organiserEmail))
    .orderBy(eventTips.id)
    .limit(1);
  expect(row?.status).toBe("confirmed");
  return row?.eventId ?? 0;
}

describe("event tips", () => {
  it("refuse a form with problems, naming each field, and store nothing", async () => {
    const answer = await submitTipFromForm(
      form("/events/submit", {
        ...tip,
        startDate: "2026-01-01",
        organiserEmail: "nope",
        consent: "",
      }),
      "en",
      options,
    );
    expect(answer).toMatchObject({
      errors: { startDate: "startDate", organiserEmail: "organiserEmail", consent: "consent" },
      values: { name: tip.name, organiserEmail: "nope" },
    });
    const honeypot = await outcome(() =>
      submitTipFromForm(
        form("/events/submit", { ...tip, website: "https://spam.example" }),
        "en",
        options,
      ),
    );
    expect((honeypot as Response).status).toBe(303);
    expect(await connection.db.select().from(eventTips)).toHaveLength(0);
    expect(await mails("event-tip-confirmation")).toHaveLength(0);
  });

  it("become a draft event once confirmed, which visitors see only after the editor publishes it", async () => {
    const eventId = await submitAndConfirm();
    const draft = await getDeskEvent(connection.db, eventId);
    expect(draft?.status).toBe("draft");
    expect(draft?.record).toMatchObject({ name: tip.name, town: "Prizren", startTime: "18:00" });
    expect(draft?.occurrences).toMatchObject([
      { startDate: "2027-05-14", endDate: "2027-05-16", confirmed: true },
    ]);
    expect((await listEvents(connection.db)).some((event) => event.id === eventId)).toBe(false);
    const panel = draft ? await tipPanel(connection.db, draft) : null;
    expect(panel).toMatchObject({ organiserEmail: tip.organiserEmail, status: "confirmed" });

    await publishEvent(connection.db, eventId, { author: editor.email });
    await afterPublication(connection.db, editor, eventId);
    await afterPublication(connection.db, editor, eventId);
    const published = await mails("event-tip-published");
    expect(published).toHaveLength(1);
    expect(published[0]?.locale).toBe("de");
    expect(published[0]?.body).toContain(`/de/events/${eventId}`);
    expect((await listEvents(connection.db)).some((event) => event.id === eventId)).toBe(true);

    // The private link: a proposal changes nothing until the editor applies it.
    const manageUrl = published[0]?.link ?? "";
    expect(new URL(manageUrl).pathname).toBe("/de/events/manage");
    const link = await manageLink(new Request(manageUrl), database);
    expect(link?.live.name).toBe(tip.name);
    if (!link) throw new Error("no link");
    const proposed = await proposeFromForm(
      form(manageUrl, { ...link.live, kind: "update", name: "Prizren Street Food Festival" }),
      link,
      options,
    );
    expect(proposed).toEqual({ sent: true });
    const [proposal] = await connection.db.select().from(eventTipProposals);
    expect(proposal?.changes).toEqual({ name: "Prizren Street Food Festival" });
    expect((await getDeskEvent(connection.db, eventId))?.record.name).toBe(tip.name);

    const live = await getDeskEvent(connection.db, eventId);
    const view = live ? await tipPanel(connection.db, live) : null;
    expect(view?.proposals[0]?.changes).toEqual([
      { field: "Name", live: tip.name, proposed: "Prizren Street Food Festival" },
    ]);
    const applied = await proposalFromForm(
      connection.db,
      editor,
      eventId,
      new URLSearchParams({
        intent: "proposal-apply",
        proposal: String(proposal?.id),
      }) as unknown as FormData,
    );
    expect(applied.ok).toBe(true);
    expect((await getDeskEvent(connection.db, eventId))?.record.name).toBe(
      "Prizren Street Food Festival",
    );
    expect(
      await manageLink(new Request(`${SITE}/events/manage?token=${"x".repeat(32)}`), database),
    ).toBeUndefined();
  });

  it("can be declined with a reason the organiser receives; the draft is deleted", async () => {
    const eventId = await submitAndConfirm({
      ...tip,
      name: "Gjakova Night Market",
      town: "Gjakova",
      organiserEmail: "drita@example.com",
    });
    const refused = await declineTipFromForm(
      connection.db,
      editor,
      eventId,
      new URLSearchParams({ reason: "" }) as unknown as FormData,
    );
    expect(refused.ok).toBe(false);
    const declined = await declineTipFromForm(
      connection.db,
      editor,
      eventId,
      new URLSearchParams({
        reason: "It is a private event, not open to visitors.",
      }) as unknown as FormData,
    );
    expect(declined.ok).toBe(true);
    const [mail] = await mails("event-tip-declined");
    expect(mail?.recipient).toBe("drita@example.com");
    expect(mail?.body).toContain("It is a private event, not open to visitors.");
    expect(await connection.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(0);
  });

  it("ask when their link is opened and change nothing; the button confirms (issue 29 item 15)", async () => {
    const fields = { ...tip, name: "Gjakova Jazz Nights", organiserEmail: "besa@example.com" };
    await outcome(() => submitTipFromForm(form("/events/submit", fields), "en", options));
    const [mail] = await mails("event-tip-confirmation").then((all) =>
      all.filter((sent) => sent.recipient === fields.organiserEmail),
    );
    const url = mail?.link ?? "";
    const token = new URL(url).searchParams.get("token");
    const routeArgs = (method: string) =>
      ({ request: new Request(url, { method }), params: {}, context: {} }) as never;
    const stored = () =>
      connection.db
        .select()
        .from(eventTips)
        .where(eq(eventTips.organiserEmail, "besa@example.com"));
    const eventsBefore = (await connection.db.select().from(events)).length;
    // A mail gateway's link scanner opens the link, twice: the page asks, nothing changes.
    for (const _ of [1, 2]) {
      expect(await confirmTipRoute.loader(routeArgs("GET"))).toEqual({ state: "ask", token });
    }
    expect((await stored()).map((row) => [row.status, row.eventId])).toEqual([
      ["unconfirmed", null],
    ]);
    expect(await connection.db.select().from(events)).toHaveLength(eventsBefore);

    expect(await confirmTipRoute.action(routeArgs("POST"))).toEqual({
      state: "confirmed",
      token: "",
    });
    const [confirmed] = await stored();
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.eventId).toEqual(expect.any(Number));
    expect(await connection.db.select().from(events)).toHaveLength(eventsBefore + 1);
    // Used: opened or pressed again, the link says it no longer works, and adds nothing.
    expect(await confirmTipRoute.loader(routeArgs("GET"))).toEqual({ state: "invalid", token: "" });
    expect(await confirmTipRoute.action(routeArgs("POST"))).toEqual({
      state: "invalid",
      token: "",
    });
    expect(await connection.db.select().from(events)).toHaveLength(eventsBefore + 1);
  });

  it("say so when their link has expired, opened or pressed", async () => {
    const fields = { ...tip, name: "Peja Mountain Film Week", organiserEmail: "dren@example.com" };
    await outcome(() => submitTipFromForm(form("/events/submit", fields), "en", options));
    const [mail] = await mails("event-tip-confirmation").then((all) =>
      all.filter((sent) => sent.recipient === fields.organiserEmail),
    );
    await connection.db
      .update(eventTips)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(eventTips.organiserEmail, fields.organiserEmail));
    const routeArgs = (method: string) =>
      ({ request: new Request(mail?.link ?? "", { method }), params: {}, context: {} }) as never;
    expect(await confirmTipRoute.loader(routeArgs("GET"))).toEqual({ state: "expired", token: "" });
    expect(await confirmTipRoute.action(routeArgs("POST"))).toEqual({
      state: "expired",
      token: "",
    });
    const [row] = await connection.db
      .select()
      .from(eventTips)
      .where(eq(eventTips.organiserEmail, fields.organiserEmail));
    expect(row?.status).toBe("unconfirmed");
  });

  it("from an unknown link confirm nothing", async () => {
    expect(
      await confirmTipFromLink(new Request(`${SITE}/events/submit/confirm?token=abc`), database),
    ).toBe("invalid");
    expect(
      await confirmTipFromLink(
        new Request(`${SITE}/events/submit/confirm?token=${"a".repeat(32)}`),
        database,
      ),
    ).toBe("invalid");
    for (const query of ["", "?token=abc", `?token=${"a".repeat(32)}`]) {
      const url = `${SITE}/events/submit/confirm${query}`;
      expect(await tipLinkState(new Request(url), database)).toBe("invalid");
    }
  });
});
