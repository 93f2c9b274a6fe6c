import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import {
  auditLog,
  outbox,
  rateLimits,
  staffInvitations,
  staffSessions,
  staffUsers,
} from "../../app/db/schema.ts";
import { confirmTwoFactor, startTwoFactor } from "../../app/features/desk/account.server.ts";
import { isCommonPassword, passwordProblem } from "../../app/features/desk/passwords.server.ts";
import {
  acceptInvitation,
  changeRole,
  DeskProblem,
  invite,
  listPeople,
  openInvitation,
  removePerson,
} from "../../app/features/desk/people.server.ts";
import { DESK_ROUTES } from "../../app/features/desk/registry.ts";
import { allows } from "../../app/features/desk/roles.ts";
import { deskConfigured } from "../../app/features/desk/secret.server.ts";
import {
  MAX_FAILURES_PER_ACCOUNT,
  requestPasswordReset,
  resetClientLimits,
  resetPassword,
  signIn,
  TOO_MANY,
  verifySignInCode,
  WRONG_CREDENTIALS,
} from "../../app/features/desk/sign-in.server.ts";
import { currentStaff, requireStaff } from "../../app/features/desk/staff.server.ts";
import { isSitemapExcluded, listSitePages, robotsTxt } from "../../app/seo/site-pages.server.ts";
import { migrationsFolder, testTargets } from "../support/test-databases.ts";
import { totp } from "../support/totp.ts";

/**
 * The desk's accounts (issue 18 items 1, 2 and 7): invitations, passwords, sign-in limits, roles,
 * removal, two-factor sign-in, the audit log, and every desk route refusing a visitor without a
 * session (401) and a role without the right (403).
 */

const SITE = "http://desk.test";
const PASSWORD = "plum orchard by the river";
const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
const cli = { label: "command line" };

/** The thrown answer's status (a `data()` or a Response), or "no refusal". */
async function refusal(run: () => unknown): Promise<number | string> {
  try {
    await run();
    return "no refusal";
  } catch (error) {
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    if (error instanceof Response) return error.status;
    throw error;
  }
}

function request(
  url: string,
  options: { cookie?: string; method?: string; body?: URLSearchParams } = {},
) {
  return new Request(new URL(url, SITE), {
    method: options.method ?? "GET",
    headers: {
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...(options.method === "POST" ? { Origin: SITE } : {}),
    },
    body: options.body,
  });
}

const cookieHeader = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.each(testTargets())("the desk on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  const db = () => connection.db;

  async function staffMember(email: string, role: "admin" | "editor" | "moderator") {
    const { link } = await invite(db(), { email, role }, cli);
    const token = new URL(link).searchParams.get("token") ?? "";
    await acceptInvitation(db(), token, { name: email.split("@")[0], password: PASSWORD });
    const result = await signIn(db(), request("/desk/sign-in", { method: "POST" }), {
      email,
      password: PASSWORD,
    });
    if (!result.ok) throw new Error(result.message);
    return cookieHeader(result.headers);
  }

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });
  beforeEach(async () => {
    // Every test starts from clean counts, kept in memory or (PostgreSQL) in the shared table.
    resetClientLimits();
    await db().delete(rateLimits);
    await db().delete(staffUsers);
    await db().delete(staffInvitations);
    await db().delete(auditLog);
    await db().delete(outbox);
  });

  describe("invitations", () => {
    it("e-mails a one-time link through the outbox and records who invited", async () => {
      const invitation = await invite(
        db(),
        { email: " New.Editor@Example.org ", role: "editor" },
        cli,
      );
      expect(invitation.email).toBe("new.editor@example.org");
      expect(invitation.link).toMatch(/^http:\/\/desk\.test\/desk\/invitation\?token=[\w-]{43}$/);
      const [mail] = await db().select().from(outbox);
      expect(mail?.recipient).toBe("new.editor@example.org");
      expect(mail?.kind).toBe("desk-invitation");
      expect(mail?.body).toContain(invitation.link);
      expect(mail?.link).toBe(invitation.link);
      // Only the token's hash is stored.
      const [row] = await db().select().from(staffInvitations);
      expect(invitation.link).not.toContain(row?.tokenHash);
      const [entry] = await auditEntries(db());
      expect(entry).toMatchObject({
        actor: "command line",
        action: "staff.invited",
        entityType: "invitation",
        after: { email: "new.editor@example.org", role: "editor" },
      });
    });

    it("refuses a wrong role, a wrong address and someone already on the desk", async () => {
      await expect(invite(db(), { email: "a@example.org", role: "owner" }, cli)).rejects.toThrow(
        DeskProblem,
      );
      await expect(invite(db(), { email: "not an address", role: "editor" }, cli)).rejects.toThrow(
        /e-mail address/,
      );
      await staffMember("taken@example.org", "editor");
      await expect(
        invite(db(), { email: "taken@example.org", role: "admin" }, cli),
      ).rejects.toThrow(/already has a desk account/);
    });

    it("a new invitation replaces the earlier link; an accepted link works once", async () => {
      const first = new URL(
        (await invite(db(), { email: "p@example.org", role: "moderator" }, cli)).link,
      );
      const second = new URL(
        (await invite(db(), { email: "p@example.org", role: "editor" }, cli)).link,
      );
      expect(await openInvitation(db(), first.searchParams.get("token") ?? "")).toBeUndefined();
      const token = second.searchParams.get("token") ?? "";
      expect(await acceptInvitation(db(), token, { name: "P", password: PASSWORD })).toEqual({
        email: "p@example.org",
        role: "editor",
      });
      await expect(
        acceptInvitation(db(), token, { name: "P", password: PASSWORD }),
      ).rejects.toThrow(/used, withdrawn or too old/);
      const [person] = await listPeople(db());
      expect(person).toMatchObject({
        email: "p@example.org",
        role: "editor",
        twoFactorEnabled: false,
      });
    });

    it("refuses short and common passwords with a sentence that says why, and keeps the link", async () => {
      const { link } = await invite(db(), { email: "weak@example.org", role: "editor" }, cli);
      const token = new URL(link).searchParams.get("token") ?? "";
      await expect(
        acceptInvitation(db(), token, { name: "W", password: "short pass" }),
      ).rejects.toThrow("Use at least 12 characters (this one has 10).");
      await expect(
        acceptInvitation(db(), token, { name: "W", password: "1qaz2wsx3edc" }),
      ).rejects.toThrow(/most common/);
      expect(await openInvitation(db(), token)).toBeDefined();
      await acceptInvitation(db(), token, { name: "W", password: PASSWORD });
      expect(await openInvitation(db(), token)).toBeUndefined();
    });
  });

  describe("signing in", () => {
    it("sets an HttpOnly, SameSite=Lax session cookie and records the sign-in", async () => {
      const { link } = await invite(db(), { email: "ed@example.org", role: "editor" }, cli);
      await acceptInvitation(db(), new URL(link).searchParams.get("token") ?? "", {
        name: "Ed",
        password: PASSWORD,
      });
      const result = await signIn(db(), request("/desk/sign-in", { method: "POST" }), {
        email: "ED@example.org",
        password: PASSWORD,
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const session = result.headers
        .getSetCookie()
        .find((c) => c.startsWith("desk.session_token="));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(session).not.toMatch(/Secure/i); // http://desk.test; https sets Secure (below)
      const staff = await currentStaff(request("/desk", { cookie: cookieHeader(result.headers) }));
      expect(staff).toMatchObject({ email: "ed@example.org", role: "editor" });
      expect((await auditEntries(db()))[0]?.action).toBe("staff.signed-in");
    });

    it("answers every failure with the same sentence and stops an account after 5 failures", async () => {
      await staffMember("target@example.org", "editor");
      const attempt = (email: string, password: string) =>
        signIn(db(), request("/desk/sign-in", { method: "POST" }), { email, password });
      expect(await attempt("nobody@example.org", PASSWORD)).toEqual({
        ok: false,
        message: WRONG_CREDENTIALS,
      });
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
        expect(await attempt("target@example.org", `wrong password ${i}`)).toEqual({
          ok: false,
          message: WRONG_CREDENTIALS,
        });
      }
      // Now even the right password is refused, for this account only.
      expect(await attempt("target@example.org", PASSWORD)).toEqual({
        ok: false,
        message: TOO_MANY,
      });
      const failed = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "staff.sign-in-failed"));
      expect(failed.map((row) => row.entityId)).toContain("target@example.org");
      expect(failed).toHaveLength(MAX_FAILURES_PER_ACCOUNT + 1);
    });

    it("a successful sign-in starts the count of failures again", async () => {
      await staffMember("careful@example.org", "editor");
      const attempt = (password: string) =>
        signIn(db(), request("/desk/sign-in", { method: "POST" }), {
          email: "careful@example.org",
          password,
        });
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await attempt(`typo ${i}`);
      expect((await attempt(PASSWORD)).ok).toBe(true);
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await attempt(`typo again ${i}`);
      expect((await attempt(PASSWORD)).ok).toBe(true);
    });

    it("limits attempts per client, whatever the account", async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 31; i++) {
        const result = await signIn(db(), request("/desk/sign-in", { method: "POST" }), {
          email: `someone${i}@example.org`,
          password: PASSWORD,
        });
        outcomes.push(result.ok ? "ok" : result.message);
      }
      expect(outcomes.slice(0, 30).every((message) => message === WRONG_CREDENTIALS)).toBe(true);
      expect(outcomes[30]).toBe(TOO_MANY);
    });
  });

  describe("roles and sessions", () => {
    it("401 without a session, 403 for a role without the right, admins need two factors", async () => {
      expect(await refusal(() => requireStaff(request("/desk")))).toBe(401);
      const editor = await staffMember("editor@example.org", "editor");
      expect(
        await refusal(() => requireStaff(request("/desk", { cookie: editor }), ["admin"])),
      ).toBe(403);
      expect((await requireStaff(request("/desk", { cookie: editor }), "editor")).role).toBe(
        "editor",
      );
      const admin = await staffMember("admin@example.org", "admin");
      expect(await refusal(() => requireStaff(request("/desk", { cookie: admin }), "editor"))).toBe(
        403,
      );
      expect(
        (
          await requireStaff(request("/desk", { cookie: admin }), "staff", {
            allowWithoutTwoFactor: true,
          })
        ).role,
      ).toBe("admin");
      expect(
        await refusal(() =>
          requireStaff(request("/desk", { cookie: "desk.session_token=forged.sig" })),
        ),
      ).toBe(401);
    });

    it("a role change is recorded with the previous version; the last admin stays", async () => {
      await staffMember("only-admin@example.org", "admin");
      const [admin] = await listPeople(db());
      await expect(changeRole(db(), admin?.id ?? "", "editor", cli)).rejects.toThrow(
        /at least one admin/,
      );
      await staffMember("second@example.org", "editor");
      const second = (await listPeople(db())).find((p) => p.email === "second@example.org");
      await changeRole(db(), second?.id ?? "", "moderator", {
        id: admin?.id,
        label: admin?.email ?? "",
      });
      const [entry] = await auditEntries(db(), { entity: { type: "staff", id: second?.id ?? "" } });
      expect(entry).toMatchObject({
        action: "staff.role-changed",
        actor: "only-admin@example.org",
        before: { email: "second@example.org", role: "editor" },
        after: { role: "moderator" },
      });
    });

    it("removing a person ends their sessions at once", async () => {
      const cookie = await staffMember("leaving@example.org", "editor");
      expect(await currentStaff(request("/desk", { cookie }))).not.toBeNull();
      const person = (await listPeople(db()))[0];
      await removePerson(db(), person?.id ?? "", { id: "someone-else", label: "boss@example.org" });
      expect(await currentStaff(request("/desk", { cookie }))).toBeNull();
      expect(await db().select().from(staffSessions)).toHaveLength(0);
      const [entry] = await auditEntries(db());
      expect(entry).toMatchObject({
        action: "staff.removed",
        before: { email: "leaving@example.org", role: "editor" },
        after: null,
      });
    });
  });

  it("two-factor sign-in: set up with a code, then required at every sign-in", async () => {
    const cookie = await staffMember("two@example.org", "admin");
    const signedIn = request("/desk/account", { cookie, method: "POST" });
    await expect(startTwoFactor(db(), signedIn, "not my password")).rejects.toThrow(
      /password is not right/,
    );
    const setup = await startTwoFactor(db(), signedIn, PASSWORD);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.backupCodes.length).toBeGreaterThan(0);
    const staff = await requireStaff(request("/desk", { cookie }), "staff", {
      allowWithoutTwoFactor: true,
    });
    await expect(confirmTwoFactor(db(), signedIn, staff, "000000")).rejects.toThrow(/not right/);
    const renewed = await confirmTwoFactor(db(), signedIn, staff, totp(setup.secret));
    const admin = await requireStaff(request("/desk", { cookie: cookieHeader(renewed) }), [
      "admin",
    ]);
    expect(admin.twoFactorEnabled).toBe(true);

    const first = await signIn(db(), request("/desk/sign-in", { method: "POST" }), {
      email: "two@example.org",
      password: PASSWORD,
    });
    expect(first).toMatchObject({ ok: true, twoFactor: true });
    if (!first.ok) return;
    // The password alone gives no session.
    expect(
      await currentStaff(request("/desk", { cookie: cookieHeader(first.headers) })),
    ).toBeNull();
    const challenge = cookieHeader(first.headers);
    const wrong = await verifySignInCode(
      db(),
      request("/desk/two-factor", { cookie: challenge, method: "POST" }),
      "123456",
    );
    expect(wrong.ok).toBe(false);
    const right = await verifySignInCode(
      db(),
      request("/desk/two-factor", { cookie: challenge, method: "POST" }),
      totp(setup.secret),
    );
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(
      (await currentStaff(request("/desk", { cookie: cookieHeader(right.headers) })))?.email,
    ).toBe("two@example.org");
    const actions = (await auditEntries(db())).map((entry) => entry.action);
    expect(actions).toContain("staff.two-factor-enabled");
    expect(actions).toContain("staff.password-accepted");
  });

  it("password reset: a one-hour link by e-mail, the same answer for unknown addresses, sessions end", async () => {
    const cookie = await staffMember("forgetful@example.org", "editor");
    const post = () => request("/desk/reset-password", { method: "POST" });
    await requestPasswordReset(db(), post(), "nobody-here@example.org");
    expect(
      await db().select().from(outbox).where(eq(outbox.kind, "desk-password-reset")),
    ).toHaveLength(0);
    await requestPasswordReset(db(), post(), "Forgetful@example.org");
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "desk-password-reset"));
    expect(mail?.recipient).toBe("forgetful@example.org");
    const link = new URL(mail?.link ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/desk/reset-password`);
    const token = link.searchParams.get("token") ?? "";
    await expect(resetPassword(db(), token, "too short")).rejects.toThrow(/at least 12/);
    await expect(resetPassword(db(), "forged-token", "a brand new long password")).rejects.toThrow(
      /used or too old/,
    );
    await resetPassword(db(), token, "a brand new long password");
    expect(await currentStaff(request("/desk", { cookie }))).toBeNull();
    await expect(resetPassword(db(), token, "another new long password")).rejects.toThrow(
      /used or too old/,
    );
    const again = await signIn(db(), request("/desk/sign-in", { method: "POST" }), {
      email: "forgetful@example.org",
      password: "a brand new long password",
    });
    expect(again.ok).toBe(true);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.password-reset"));
    expect(entry?.actor).toBe("forgetful@example.org");
  });

  describe("every desk route (registry.ts)", () => {
    it("is in the registry, and every registry entry has its route file", () => {
      const files = readdirSync(routesDir).filter(
        (file) => /^desk(\.|$)/.test(file) && file !== "desk.tsx",
      );
      expect(files.sort()).toEqual(DESK_ROUTES.map((route) => route.file).sort());
    });

    it("refuses a visitor without a session (401) and a role without the right (403)", async () => {
      const moderator = await staffMember("mod@example.org", "moderator");
      const checked: string[] = [];
      for (const route of DESK_ROUTES) {
        const module = (await import(path.join(routesDir, route.file))) as {
          loader?: (args: unknown) => unknown;
          action?: (args: unknown) => unknown;
        };
        const call = (kind: "loader" | "action", cookie?: string) => {
          const handler = module[kind];
          if (!handler) throw new Error(`${route.file} has no ${kind}`);
          const body = new URLSearchParams({ csrf: "x".repeat(43), intent: "invite" });
          return handler({
            request: request(route.path, {
              cookie,
              method: kind === "action" ? "POST" : "GET",
              body: kind === "action" ? body : undefined,
            }),
            params: {},
            context: {},
          });
        };
        const kinds: ("loader" | "action")[] = module.action ? ["loader", "action"] : ["loader"];
        expect(Boolean(module.action), `${route.file}: action in the registry`).toBe(
          Boolean("action" in route && route.action),
        );
        for (const kind of kinds) {
          if (route.access === "public") {
            // Public forms still refuse a POST without the CSRF cookie.
            if (kind === "action")
              expect(await refusal(() => call(kind)), `${route.path} ${kind}`).toBe(403);
            continue;
          }
          expect(await refusal(() => call(kind)), `${route.path} ${kind} without a session`).toBe(
            401,
          );
          if (!allows(route.access, "moderator")) {
            expect(
              await refusal(() => call(kind, moderator)),
              `${route.path} ${kind} as moderator`,
            ).toBe(403);
          }
          checked.push(`${route.path} ${kind}`);
        }
      }
      expect(checked).toContain("/desk/people action");
      expect(checked).toContain("/desk/audit loader");
    });
  });

  it("keeps /desk out of the sitemap and out of robots' reach", async () => {
    for (const route of DESK_ROUTES)
      expect(isSitemapExcluded(route.file.replace(/\.tsx$/, ""))).toBe(true);
    expect(robotsTxt(SITE)).toContain("Disallow: /desk");
    const pages = await listSitePages({ db: db(), lastmod: "2026-11-26" }).catch(() => []);
    expect(pages.some((page) => page.path.startsWith("/desk"))).toBe(false);
  });
});

describe("behind https", () => {
  it("the session cookie is Secure and __Secure- prefixed; without SESSION_SECRET the desk stays closed", async () => {
    setConfigForTests(loadConfig({ SITE_URL: "https://desk.example", DATA_DIR: "memory://" }));
    expect(deskConfigured()).toBe(false);
    setConfigForTests(
      loadConfig({
        SITE_URL: "https://desk.example",
        DATA_DIR: "memory://",
        SESSION_SECRET: "s".repeat(40),
      }),
    );
    expect(deskConfigured()).toBe(true);
    const connection = await initDatabase({ dataDir: "memory://", migrationsFolder, seed: false });
    try {
      const { link } = await invite(
        connection.db,
        { email: "tls@example.org", role: "editor" },
        cli,
      );
      await acceptInvitation(connection.db, new URL(link).searchParams.get("token") ?? "", {
        name: "T",
        password: PASSWORD,
      });
      const result = await signIn(
        connection.db,
        new Request("https://desk.example/desk/sign-in", { method: "POST" }),
        {
          email: "tls@example.org",
          password: PASSWORD,
        },
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const session = result.headers.getSetCookie().find((c) => c.includes("desk.session_token="));
      expect(session).toMatch(/^__Secure-desk\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await closeDatabase();
      setConfigForTests(undefined);
    }
  });
});

describe("passwords", () => {
  it("at least 12 characters, not common, not the address", () => {
    expect(passwordProblem("eleven char")).toMatch(/at least 12/);
    expect(isCommonPassword("QWERTY123456")).toBe(true);
    expect(passwordProblem("qwerty123456")).toMatch(/most common/);
    expect(passwordProblem("my name is arben and more", "arben@example.org")).toMatch(/e-mail/);
    expect(passwordProblem(PASSWORD)).toBeUndefined();
  });
});
