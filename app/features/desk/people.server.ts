import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import { type AuditActor, audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import { staffInvitations, staffSessions, staffUsers } from "../../db/schema.ts";
import { hashToken } from "../../lib/token-hash.server.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { publicFileUrl } from "../../seo/origin.server.ts";
import { deskAuth } from "./auth.server.ts";
import { invitationMail } from "./mail.server.tsx";
import { passwordProblem } from "./passwords.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

/**
 * The people of the desk: invitations (the only way in; `npm run desk:invite` and the People
 * page), accepting one with a password, role changes and removal. Each is in the audit log.
 */

export const INVITATION_HOURS = 72;

/** A refusal to show the person who asked, as a sentence. */
export class DeskProblem extends Error {
  override name = "DeskProblem";
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: unknown): string {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!EMAIL.test(email) || email.length > 254) {
    throw new DeskProblem("Enter an e-mail address such as name@example.org.");
  }
  return email;
}

export function readRole(value: unknown): StaffRole {
  if (!isStaffRole(value)) throw new DeskProblem("Choose a role: admin, editor or moderator.");
  return value;
}

export function invitationLink(token: string): string {
  return publicFileUrl(`/desk/invitation?token=${encodeURIComponent(token)}`);
}

export interface Invitation {
  email: string;
  role: StaffRole;
  link: string;
  expiresAt: Date;
}

/**
 * Invites `email` as `role`: a new one-time link (earlier unused links for the address stop
 * working), e-mailed through the outbox in the same transaction, and recorded.
 */
export async function invite(
  db: Database,
  input: { email: unknown; role: unknown },
  actor: AuditActor,
): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  const role = readRole(input.role);
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (existing) throw new DeskProblem(`${email} already has a desk account.`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  const link = invitationLink(token);
  const mail = await invitationMail(email, role, link, expiresAt);
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, role, tokenHash: hashToken(token), invitedBy: actor.id ?? null, expiresAt })
      .returning({ id: staffInvitations.id });
    await enqueueMail(tx, mail);
    await audit(tx, {
      actor,
      action: "staff.invited",
      entity: { type: "invitation", id: row?.id ?? 0 },
      after: { email, role, expiresAt: expiresAt.toISOString() },
    });
  });
  wakeMailService();
  return { email, role, link, expiresAt };
}

/** The open invitation behind a link's token, or undefined when it is used, withdrawn or old. */
export async function openInvitation(db: Database, token: string) {
  if (!token) return undefined;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Accepts an invitation: the person chooses a name and password and becomes staff with the
 * invited role. The link is spent first, so two tabs cannot both use it.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: { name: unknown; password: unknown },
): Promise<{ email: string; role: StaffRole }> {
  const invitation = await openInvitation(db, token);
  if (!invitation)
    throw new DeskProblem(
      "This invitation link is used, withdrawn or too old. Ask an admin for a new one.",
    );
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name || name.length > 100) throw new DeskProblem("Enter your name (up to 100 characters).");
  const password = typeof input.password === "string" ? input.password : "";
  const problem = passwordProblem(password, invitation.email);
  if (problem) throw new DeskProblem(problem);
  const role = readRole(invitation.role);
  const [claimed] = await db
    .update(staffInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  if (!claimed) throw new DeskProblem("This invitation link has just been used.");
  try {
    const context = await deskAuth(db).$context;
    const hash = await context.password.hash(password);
    const user = await context.internalAdapter.createUser(
      {
        email: invitation.email,
        name,
        emailVerified: true,
        role,
      },
      { method: "admin" },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
    await audit(db, {
      actor: { id: user.id, label: invitation.email },
      action: "staff.joined",
      entity: { type: "staff", id: user.id },
      after: { email: invitation.email, name, role },
      details: { invitation: invitation.id },
    });
  } catch (error) {
    await db
      .update(staffInvitations)
      .set({ acceptedAt: null })
      .where(eq(staffInvitations.id, invitation.id));
    throw error;
  }
  return { email: invitation.email, role };
}

export interface Person {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  createdAt: Date;
  /** When a session of theirs was last used, if one is open. */
  lastActive: Date | null;
}

export async function listPeople(db: Database): Promise<Person[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      createdAt: staffUsers.createdAt,
      lastActive: max(staffSessions.updatedAt),
    })
    .from(staffUsers)
    .leftJoin(staffSessions, eq(staffSessions.userId, staffUsers.id))
    .groupBy(staffUsers.id)
    .orderBy(asc(staffUsers.email));
  return rows.map((row) => ({ ...row, role: readRole(row.role) }));
}

export async function pendingInvitations(db: Database) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt));
}

async function person(db: Database, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw new DeskProblem("That person is no longer on the desk.");
  return row;
}

const snapshot = (row: typeof staffUsers.$inferSelect) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  twoFactorEnabled: row.twoFactorEnabled,
});

async function otherAdmins(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), sql`${staffUsers.id} <> ${id}`));
  return row?.count ?? 0;
}

export async function changeRole(
  db: Database,
  id: string,
  role: unknown,
  actor: AuditActor,
): Promise<void> {
  const next = readRole(role);
  const before = await person(db, id);
  if (before.role === next) return;
  if (before.role === "admin" && (await otherAdmins(db, id)) === 0) {
    throw new DeskProblem("The desk needs at least one admin: make someone else admin first.");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ role: next, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, id));
    await audit(tx, {
      actor,
      action: "staff.role-changed",
      entity: { type: "staff", id },
      before: snapshot(before),
      after: { ...snapshot(before), role: next },
    });
  });
}

/** Removes a person: their sessions end at once, their account goes; the log keeps the record. */
export async function removePerson(db: Database, id: string, actor: AuditActor): Promise<void> {
  if (actor.id === id) throw new DeskProblem("You cannot remove yourself; ask another admin.");
  const before = await person(db, id);
  if (before.role === "admin" && (await otherAdmins(db, id)) === 0) {
    throw new DeskProblem("The desk needs at least one admin.");
  }
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
    // Accounts, two-factor secrets and sessions go with the user (on delete cascade).
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
    await audit(tx, {
      actor,
      action: "staff.removed",
      entity: { type: "staff", id },
      before: snapshot(before),
    });
  });
}

export async function withdrawInvitation(
  db: Database,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.id, id),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning();
  if (!row) throw new DeskProblem("That invitation is no longer open.");
  await audit(db, {
    actor,
    action: "staff.invitation-withdrawn",
    entity: { type: "invitation", id },
    before: { email: row.email, role: row.role },
  });
}
