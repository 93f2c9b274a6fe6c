import { readdirSync } from "node:fs";
import path from "node:path";
import { hashPassword as scryptHash, verifyPassword as verifyScrypt } from "better-auth/crypto";
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
  staffAccounts,
  staffInvitations,
  staffSessions,
  staffSignInAttempts,
  staffUsers,
} from "../../app/db/schema.ts";
import {
  backupCodesLeft,
  changePassword,
  confirmTwoFactor,
  endMyOtherSessions,
  PasswordChangeProblem,
  renewBackupCodes,
  startTwoFactor,
} from "../../app/features/desk/account.server.ts";
import { IDLE_SESSION_HOURS, SESSION_LIFETIME_DAYS } from "../../app/features/desk/auth.server.ts";
import { needsRehash } from "../../app/features/desk/password-hash.server.ts";
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
  CODE_FORMAT,
  MAX_FAILURES_PER_ACCOUNT,
  requestPasswordReset,
  resetClientLimits,
  resetPassword,
  signIn,
  TOO_MANY,
  verifySignInCode,
  WRONG_BACKUP_CODE,
  WRONG_CREDENTIALS,
} from "../../app/features/desk/sign-in.server.ts";
import { currentStaff, requireStaff } from "../../app/features/desk/staff.server.ts";
import * as accountPage from "../../app/routes/desk.account.tsx";
import { isSitemapExcluded, listSitePages, robotsTxt } from "../../app/seo/site-pages.server.ts";
import {
  deskPost,
  staffMember as memberWithTwoFactor,
  outcomeOf,
  setUpTwoFactor,
  signedInStaff,
} from "../support/desk-routes.ts";
import { migrationsFolder, testTargets } from "../support/test-databases.ts";
import { totp } from "../support/totp.ts";

/**
 * The desk's accounts (issue 18 items 1, 2 and 7; issue 29 items 3 and 16): invitations,
 * passwords and their hashes, sign-in limits (atomic under parallel attempts), roles, removal,
 * two-factor sign-in for every role with backup codes, sessions (idle and absolute limits, ending
 * the others), the audit log, and every desk route refusing a visitor without a session (401)
 * and a role without the right (403).
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

  /** A member signed in with the password only: no second factor set up yet. */
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
    await db().delete(staffSignInAttempts);
  });

  const signInRequest = () => request("/desk/sign-in", { method: "POST" });

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

    it("the per-account limit holds under parallel attempts: counted and read in one statement", async () => {
      await staffMember("raced@example.org", "editor");
      const attempts = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(db(), signInRequest(), { email: "raced@example.org", password: `guess ${i}` }),
        ),
      );
      const messages = attempts.map((result) => (result.ok ? "ok" : result.message));
      expect(messages.filter((message) => message === WRONG_CREDENTIALS)).toHaveLength(
        MAX_FAILURES_PER_ACCOUNT,
      );
      expect(messages.filter((message) => message === TOO_MANY)).toHaveLength(
        12 - MAX_FAILURES_PER_ACCOUNT,
      );
      expect(
        await signIn(db(), signInRequest(), { email: "raced@example.org", password: PASSWORD }),
      ).toEqual({ ok: false, message: TOO_MANY });
      // The count is kept under a keyed hash: no address in the table.
      const rows = await db().select().from(staffSignInAttempts);
      expect(JSON.stringify(rows)).not.toContain("raced");
    });

    it("hashes with argon2id at OWASP's parameters, and rehashes an older scrypt hash at sign-in", async () => {
      await staffMember("old-hash@example.org", "editor");
      const account = async () =>
        (
          await db()
            .select({ id: staffAccounts.id, password: staffAccounts.password })
            .from(staffAccounts)
            .innerJoin(staffUsers, eq(staffUsers.id, staffAccounts.userId))
            .where(eq(staffUsers.email, "old-hash@example.org"))
        )[0];
      expect((await account())?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // As stored before decision 132: better-auth's scrypt.
      const old = await scryptHash(PASSWORD);
      expect(await verifyScrypt({ hash: old, password: PASSWORD })).toBe(true);
      expect(needsRehash(old)).toBe(true);
      await db()
        .update(staffAccounts)
        .set({ password: old })
        .where(eq(staffAccounts.id, (await account())?.id ?? ""));
      const wrong = await signIn(db(), signInRequest(), {
        email: "old-hash@example.org",
        password: "not the password",
      });
      expect(wrong.ok).toBe(false);
      expect((await account())?.password).toBe(old);
      const right = await signIn(db(), signInRequest(), {
        email: "old-hash@example.org",
        password: PASSWORD,
      });
      expect(right.ok).toBe(true);
      const rehashed = (await account())?.password ?? "";
      expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(needsRehash(rehashed)).toBe(false);
      expect(
        (await signIn(db(), signInRequest(), { email: "old-hash@example.org", password: PASSWORD }))
          .ok,
      ).toBe(true);
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
    it("401 without a session, 403 for a role without the right, every role needs two factors", async () => {
      expect(await refusal(() => requireStaff(request("/desk")))).toBe(401);
      for (const role of ["admin", "editor", "moderator"] as const) {
        const cookie = await staffMember(`${role}@example.org`, role);
        // Before two-factor sign-in is set up, only the account page (and signing out) opens.
        expect(await refusal(() => requireStaff(request("/desk", { cookie }))), role).toBe(403);
        expect(
          (
            await requireStaff(request("/desk", { cookie }), "staff", {
              allowWithoutTwoFactor: true,
            })
          ).role,
        ).toBe(role);
        const { cookie: renewed } = await setUpTwoFactor(db(), cookie);
        expect((await requireStaff(request("/desk", { cookie: renewed }))).role).toBe(role);
      }
      const editor = await signedInStaff(db(), "second-editor@example.org", "editor");
      expect(
        await refusal(() => requireStaff(request("/desk", { cookie: editor }), ["admin"])),
      ).toBe(403);
      expect((await requireStaff(request("/desk", { cookie: editor }), "editor")).role).toBe(
        "editor",
      );
      // An admin may do what an editor does.
      const admin = await signedInStaff(db(), "second-admin@example.org", "admin");
      expect((await requireStaff(request("/desk", { cookie: admin }), "editor")).role).toBe(
        "admin",
      );
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

  it("two-factor sign-in: set up with a code, then required at every sign-in; other sessions end", async () => {
    const cookie = await staffMember("two@example.org", "editor");
    // A second session, as from another browser.
    const second = await signIn(db(), signInRequest(), {
      email: "two@example.org",
      password: PASSWORD,
    });
    if (!second.ok) throw new Error(second.message);
    const other = cookieHeader(second.headers);
    expect(await currentStaff(request("/desk", { cookie: other }))).not.toBeNull();

    const signedIn = request("/desk/account", { cookie, method: "POST" });
    await expect(startTwoFactor(db(), signedIn, "not my password")).rejects.toThrow(
      /password is not right/,
    );
    const setup = await startTwoFactor(db(), signedIn, PASSWORD);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The QR code: at least version 1 (21 modules), drawn as one path.
    expect(setup.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup.qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(setup.backupCodes).toHaveLength(10);
    for (const code of setup.backupCodes)
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const staff = await requireStaff(request("/desk", { cookie }), "staff", {
      allowWithoutTwoFactor: true,
    });
    await expect(confirmTwoFactor(db(), signedIn, staff, "000000")).rejects.toThrow(/not right/);
    const renewed = await confirmTwoFactor(db(), signedIn, staff, totp(setup.secret));
    const editor = await requireStaff(
      request("/desk", { cookie: cookieHeader(renewed) }),
      "editor",
    );
    expect(editor.twoFactorEnabled).toBe(true);
    // The session opened elsewhere with the password alone has ended; so has the renewed one's old cookie.
    expect(await currentStaff(request("/desk", { cookie: other }))).toBeNull();
    expect(await currentStaff(request("/desk", { cookie }))).toBeNull();
    expect(await db().select().from(staffSessions)).toHaveLength(1);

    const first = await signIn(db(), signInRequest(), {
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
    const step = (code: string, cookie = challenge) =>
      verifySignInCode(db(), request("/desk/two-factor", { cookie, method: "POST" }), code);
    expect(await step("12345")).toEqual({ ok: false, message: CODE_FORMAT });
    expect((await step("123456")).ok).toBe(false);
    const right = await step(totp(setup.secret));
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(
      (await currentStaff(request("/desk", { cookie: cookieHeader(right.headers) })))?.email,
    ).toBe("two@example.org");
    const actions = (await auditEntries(db())).map((entry) => entry.action);
    expect(actions).toContain("staff.two-factor-enabled");
    expect(actions).toContain("staff.password-accepted");
    const [enabled] = await auditEntries(db(), { entity: { type: "staff", id: staff.id } });
    expect(enabled?.details).toMatchObject({ otherSessionsEnded: 1 });
  });

  it("the set-up page keeps the key, the QR code, the backup codes and the code typed after a wrong code", async () => {
    const cookie = await staffMember("setup@example.org", "editor");
    const act = (fields: Record<string, string>) =>
      outcomeOf(() =>
        accountPage.action({
          request: deskPost("/desk/account", cookie, fields),
          params: {},
          context: {},
        } as never),
      );
    const badPassword = await act({ intent: "start-two-factor", password: "not it" });
    expect(badPassword).toEqual({ error: "That password is not right." });
    const started = await act({ intent: "start-two-factor", password: PASSWORD });
    const setup = started.setup as { uri: string; secret: string; backupCodes: string[] };
    expect(setup.backupCodes).toHaveLength(10);
    for (const code of ["12345", "123456"]) {
      const wrong = await act({ intent: "confirm-two-factor", uri: setup.uri, code });
      expect(wrong).toMatchObject({ setup, code });
      expect(wrong.error).toMatch(/6-digit code|not right/);
    }
    expect(
      await act({ intent: "confirm-two-factor", uri: "https://evil.example", code: "1" }),
    ).toEqual({ error: "The set-up was not found. Start it again with your password." });
    expect(
      await act({ intent: "confirm-two-factor", uri: setup.uri, code: totp(setup.secret) }),
    ).toEqual({ redirect: "/desk/account?two-factor-on=1" });
  });

  it("a backup code signs in where the app's code is asked, once each, typed in any case", async () => {
    const { backupCodes } = await setUpTwoFactor(
      db(),
      await staffMember("lost-phone@example.org", "moderator"),
    );
    const [code = "", next = ""] = backupCodes;
    const challenge = async () => {
      const result = await signIn(db(), signInRequest(), {
        email: "lost-phone@example.org",
        password: PASSWORD,
      });
      if (!result.ok || !result.twoFactor) throw new Error("expected the second step");
      return cookieHeader(result.headers);
    };
    const step = (cookie: string, typed: string) =>
      verifySignInCode(db(), request("/desk/two-factor", { cookie, method: "POST" }), typed);

    const typed = ` ${code.toLowerCase().replace("-", " ")} `;
    const first = await step(await challenge(), typed);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(
      (await currentStaff(request("/desk", { cookie: cookieHeader(first.headers) })))?.role,
    ).toBe("moderator");
    // Used once: refused the next time, with a sentence that says why.
    const again = await challenge();
    expect(await step(again, code)).toEqual({ ok: false, message: WRONG_BACKUP_CODE });
    expect(await step(again, "ABCDE-FGHJK")).toEqual({ ok: false, message: WRONG_BACKUP_CODE });
    const signedIn = await step(again, next);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const cookie = cookieHeader(signedIn.headers);
    const staff = await requireStaff(request("/desk/account", { cookie }));
    expect(await backupCodesLeft(db(), staff)).toBe(8);
    // New codes replace them all, after the password.
    const post = () => request("/desk/account", { cookie, method: "POST" });
    await expect(renewBackupCodes(db(), post(), staff, "not it")).rejects.toThrow(
      "That password is not right.",
    );
    const renewed = await renewBackupCodes(db(), post(), staff, PASSWORD);
    expect(renewed).toHaveLength(10);
    expect(await backupCodesLeft(db(), staff)).toBe(10);
    const third = await challenge();
    expect(await step(third, backupCodes[2] ?? "")).toEqual({
      ok: false,
      message: WRONG_BACKUP_CODE,
    });
    expect((await step(third, renewed[0] ?? "")).ok).toBe(true);
    const [entry] = await auditEntries(db(), {
      entity: { type: "sign-in", id: "lost-phone@example.org" },
    });
    expect(entry).toMatchObject({
      action: "staff.signed-in",
      details: { secondFactor: "backup code" },
    });
  });

  describe("sessions", () => {
    const sessionRow = async (cookie: string) => {
      const staff = await currentStaff(request("/desk", { cookie }));
      const [row] = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.id, staff?.sessionId ?? ""));
      return row;
    };

    it("end 7 days after signing in however much they are used, and 12 hours after the last use", async () => {
      const cookie = await signedInStaff(db(), "sessions@example.org", "editor");
      const row = await sessionRow(cookie);
      if (!row) throw new Error("no session");
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(
        SESSION_LIFETIME_DAYS * 24 * 60 * 60_000,
        -4,
      );
      // Use marks the session (at most every few minutes) but never pushes its end back.
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      await db()
        .update(staffSessions)
        .set({ updatedAt: hourAgo })
        .where(eq(staffSessions.id, row.id));
      expect(await currentStaff(request("/desk", { cookie }))).not.toBeNull();
      const used = await db().select().from(staffSessions).where(eq(staffSessions.id, row.id));
      expect(used[0]?.updatedAt.getTime()).toBeGreaterThan(hourAgo.getTime());
      expect(used[0]?.expiresAt.getTime()).toBe(row.expiresAt.getTime());

      // Past its absolute end: no session, even just used.
      await db()
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000), updatedAt: new Date() })
        .where(eq(staffSessions.id, row.id));
      expect(await currentStaff(request("/desk", { cookie }))).toBeNull();

      // Idle for longer than 12 hours: ended, and its row is gone.
      const idle = await signedInStaff(db(), "idle@example.org", "editor");
      const idleRow = await sessionRow(idle);
      await db()
        .update(staffSessions)
        .set({ updatedAt: new Date(Date.now() - (IDLE_SESSION_HOURS * 60 + 1) * 60_000) })
        .where(eq(staffSessions.id, idleRow?.id ?? ""));
      expect(await currentStaff(request("/desk", { cookie: idle }))).toBeNull();
      expect(
        await db()
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.id, idleRow?.id ?? "")),
      ).toHaveLength(0);
    });

    /** Signs in once more with the password and the app's code: a session of another browser. */
    async function anotherSession(email: string, secret: string) {
      const password = await signIn(db(), signInRequest(), { email, password: PASSWORD });
      if (!password.ok || !password.twoFactor) throw new Error("expected the second step");
      const cookie = cookieHeader(password.headers);
      const code = await verifySignInCode(
        db(),
        request("/desk/two-factor", { cookie, method: "POST" }),
        totp(secret),
      );
      if (!code.ok) throw new Error(code.message);
      return cookieHeader(code.headers);
    }

    it("'sign out my other sessions' ends every other session of the person, not this one", async () => {
      const { cookie: here, secret } = await memberWithTwoFactor(
        db(),
        "many@example.org",
        "editor",
      );
      const someoneElse = await signedInStaff(db(), "other-person@example.org", "editor");
      const staff = await requireStaff(request("/desk/account", { cookie: here }));
      expect(await endMyOtherSessions(db(), staff)).toBe(0);
      const elsewhere = [
        await anotherSession("many@example.org", secret),
        await anotherSession("many@example.org", secret),
      ];
      for (const cookie of elsewhere)
        expect(await currentStaff(request("/desk", { cookie }))).not.toBeNull();
      expect(await endMyOtherSessions(db(), staff)).toBe(2);
      for (const cookie of elsewhere)
        expect(await currentStaff(request("/desk", { cookie }))).toBeNull();
      expect(await currentStaff(request("/desk", { cookie: here }))).not.toBeNull();
      expect(await currentStaff(request("/desk", { cookie: someoneElse }))).not.toBeNull();
      const [entry] = await auditEntries(db(), { entity: { type: "staff", id: staff.id } });
      expect(entry).toMatchObject({
        action: "staff.other-sessions-ended",
        details: { sessionsEnded: 2 },
      });
    });

    it("a new password ends the other sessions; wrong or weak input is refused field by field", async () => {
      const { cookie: here, secret } = await memberWithTwoFactor(
        db(),
        "changer@example.org",
        "editor",
      );
      const second = await anotherSession("changer@example.org", secret);
      const staff = await requireStaff(request("/desk/account", { cookie: here }));
      const change = (current: string, next: string) =>
        changePassword(db(), request("/desk/account", { cookie: here, method: "POST" }), staff, {
          current,
          next,
        });
      await expect(change("", "a new long password for me")).rejects.toMatchObject({
        field: "current",
      });
      await expect(change("not my password", "a new long password for me")).rejects.toThrow(
        "Your current password is not right.",
      );
      await expect(change(PASSWORD, "short")).rejects.toMatchObject({
        field: "next",
        message: expect.stringMatching(/at least 12/),
      });
      await expect(change(PASSWORD, "changer is my long password")).rejects.toThrow(/e-mail/);
      await expect(change(PASSWORD, PASSWORD)).rejects.toBeInstanceOf(PasswordChangeProblem);
      const renewed = await change(PASSWORD, "a new long password for me");
      expect(await currentStaff(request("/desk", { cookie: second }))).toBeNull();
      expect((await currentStaff(request("/desk", { cookie: cookieHeader(renewed) })))?.email).toBe(
        "changer@example.org",
      );
      const old = await signIn(db(), signInRequest(), {
        email: "changer@example.org",
        password: PASSWORD,
      });
      expect(old.ok).toBe(false);
      const fresh = await signIn(db(), signInRequest(), {
        email: "changer@example.org",
        password: "a new long password for me",
      });
      expect(fresh).toMatchObject({ ok: true, twoFactor: true });
      const [entry] = await auditEntries(db(), { entity: { type: "staff", id: staff.id } });
      expect(entry).toMatchObject({
        action: "staff.password-changed",
        details: { otherSessionsEnded: true },
      });
    });
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
      // With a second factor, so the refusals below are the role's.
      const moderator = await signedInStaff(db(), "mod@example.org", "moderator");
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
  it("the desk's cookies are __Host- prefixed (Secure, Path=/, no Domain); without SESSION_SECRET the desk stays closed", async () => {
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
      const cookies = result.headers.getSetCookie();
      const session = cookies.find((c) => c.includes("desk.session_token="));
      expect(session).toMatch(/^__Host-desk\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).not.toMatch(/Domain=/i);
      // The desk's lookup recognises the prefixed name.
      const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
      const staff = await currentStaff(
        new Request("https://desk.example/desk", { headers: { Cookie: cookie } }),
      );
      expect(staff?.email).toBe("tls@example.org");
      for (const other of cookies) expect(other).toMatch(/^__Host-desk\./);
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
