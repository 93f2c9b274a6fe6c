import { and, eq, ne, sql } from "drizzle-orm";
import { hashToken, newLinkToken } from "../lib/token-hash.server.ts";
import type { Database } from "./client.server.ts";
import type { Tx } from "./contributions.server.ts";
import { deliveryLogOnly, enqueueMail, type OutgoingMail } from "./outbox.server.ts";
import { newsletterSubscriptions, newsletterUnsubscribeLinks, outbox } from "./schema.ts";

/**
 * Newsletter subscriptions (PRODUCT B4): double opt-in, one row per normalised address. Every
 * e-mail is written to the outbox in the same transaction as the change it belongs to, so a
 * failed write leaves neither (docs/decisions/030-mail-outbox.md). The links' tokens are stored
 * only as SHA-256 hashes and looked up by hash (decision 130): the confirmation link's on the
 * subscription, and an unsubscribe link of its own for every e-mail.
 */

/** A confirmation link works for this long after it was sent. */
export const CONFIRM_LINK_DAYS = 7;
/** Repeat sign-ups mail an address at most this often (no mail-bombing through our form). */
export const MAIL_INTERVAL_MINUTES = 60;

export interface Subscriber {
  email: string;
  locale: string;
  /** The token of the unsubscribe link made for this e-mail. */
  unsubscribeToken: string;
}

export type MailFor = (subscriber: Subscriber) => Promise<OutgoingMail>;

export interface NewSubscription {
  /** Already normalised (trimmed, lower-cased). */
  email: string;
  locale: string;
  /** The confirmation e-mail for a subscriber and confirmation token. */
  confirmationMail: (subscriber: Subscriber, confirmToken: string) => Promise<OutgoingMail>;
}

/**
 * `created`: a new address, confirmation queued; `resent`: a pending or unsubscribed address got
 * a fresh link; `recently-mailed`: mailed within the hour, nothing sent; `confirmed`: already on
 * the list, nothing sent.
 */
export type SubscribeResult = "created" | "resent" | "recently-mailed" | "confirmed";

const selected = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  locale: newsletterSubscriptions.locale,
  status: newsletterSubscriptions.status,
  recent: sql<boolean>`${newsletterSubscriptions.confirmSentAt} > now() - make_interval(mins => ${MAIL_INTERVAL_MINUTES})`,
  expired: sql<boolean>`${newsletterSubscriptions.confirmSentAt} < now() - make_interval(days => ${CONFIRM_LINK_DAYS})`,
};

/**
 * A new unsubscribe link for an e-mail to subscription `id`: its token for the e-mail, its
 * hash kept. Every link of a subscription works until the subscription starts over or goes.
 */
export async function newUnsubscribeToken(db: Database | Tx, id: number): Promise<string> {
  const token = newLinkToken();
  await db
    .insert(newsletterUnsubscribeLinks)
    .values({ tokenHash: hashToken(token), subscriptionId: id });
  return token;
}

export async function subscribeToNewsletter(
  db: Database,
  subscription: NewSubscription,
): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const confirmToken = newLinkToken();
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email: subscription.email,
        locale: subscription.locale,
        status: "pending",
        confirmTokenHash: hashToken(confirmToken),
      })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    const mailTo = async (id: number, email: string) => {
      const unsubscribeToken = await newUnsubscribeToken(tx, id);
      await enqueueMail(
        tx,
        await subscription.confirmationMail(
          { email, locale: subscription.locale, unsubscribeToken },
          confirmToken,
        ),
      );
    };
    if (created) {
      await mailTo(created.id, subscription.email);
      return "created";
    }
    // Concurrent sign-ups for one address wait here for each other.
    const [row] = await tx
      .select(selected)
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, subscription.email))
      .for("update");
    if (!row) throw new Error("subscription vanished during sign-up");
    if (row.status === "confirmed") return "confirmed";
    if (row.recent) return "recently-mailed";
    // A pending address gets a new link (the old one stops working); an unsubscribed one starts
    // over with new links, so it needs a new confirmation.
    const restart = row.status === "unsubscribed";
    if (restart) {
      await tx
        .delete(newsletterUnsubscribeLinks)
        .where(eq(newsletterUnsubscribeLinks.subscriptionId, row.id));
    }
    await tx
      .update(newsletterSubscriptions)
      .set({
        locale: subscription.locale,
        status: "pending",
        confirmTokenHash: hashToken(confirmToken),
        confirmSentAt: sql`now()`,
        ...(restart ? { createdAt: sql`now()`, confirmedAt: null, unsubscribedAt: null } : {}),
      })
      .where(eq(newsletterSubscriptions.id, row.id));
    await mailTo(row.id, row.email);
    return "resent";
  });
}

export type SubscriptionState = "pending" | "confirmed" | "unsubscribed";

export interface SubscriptionView {
  email: string;
  status: SubscriptionState;
}

export type ConfirmResult =
  | { state: "confirmed" | "unsubscribed" | "expired"; email: string }
  | { state: "invalid" };

/** What a confirmation link's page shows before its button is pressed: `ask` for a pending one. */
export type ConfirmationView =
  | { state: "ask" | "confirmed" | "unsubscribed" | "expired"; email: string }
  | { state: "invalid" };

/**
 * Reads what `confirmNewsletterSubscription` would do with `confirmToken`, changing nothing: the
 * link's page asks first, because mail scanners open links too (decision 131).
 */
export async function findConfirmation(
  db: Database,
  confirmToken: string,
): Promise<ConfirmationView> {
  const [row] = await db
    .select(selected)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(confirmToken)))
    .limit(1);
  if (!row) return { state: "invalid" };
  if (row.status === "unsubscribed") return { state: "unsubscribed", email: row.email };
  if (row.status === "confirmed") return { state: "confirmed", email: row.email };
  return { state: row.expired ? "expired" : "ask", email: row.email };
}

/**
 * Confirms a pending subscription and queues the welcome e-mail. The link works once (its token
 * is cleared) and for CONFIRM_LINK_DAYS; an expired one says so, and `resendConfirmation` sends
 * a new one.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  confirmToken: string,
  welcomeMail: MailFor,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(selected)
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(confirmToken)))
      .for("update");
    if (!row) return { state: "invalid" };
    if (row.status === "unsubscribed") return { state: "unsubscribed", email: row.email };
    if (row.status === "pending" && row.expired) return { state: "expired", email: row.email };
    await tx
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: sql`now()`, confirmTokenHash: null })
      .where(eq(newsletterSubscriptions.id, row.id));
    if (row.status === "pending") {
      const unsubscribeToken = await newUnsubscribeToken(tx, row.id);
      await enqueueMail(tx, await welcomeMail({ ...row, unsubscribeToken }));
    }
    return { state: "confirmed", email: row.email };
  });
}

export type ResendResult =
  | { state: "resent" | "recently-mailed"; email: string }
  | { state: "invalid" };

/** A fresh confirmation link for the holder of an expired one. */
export async function resendConfirmation(
  db: Database,
  expiredToken: string,
  confirmationMail: NewSubscription["confirmationMail"],
): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(selected)
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, hashToken(expiredToken)),
          eq(newsletterSubscriptions.status, "pending"),
        ),
      )
      .for("update");
    if (!row?.expired) return { state: "invalid" };
    if (row.recent) return { state: "recently-mailed", email: row.email };
    const confirmToken = newLinkToken();
    await tx
      .update(newsletterSubscriptions)
      .set({ confirmTokenHash: hashToken(confirmToken), confirmSentAt: sql`now()` })
      .where(eq(newsletterSubscriptions.id, row.id));
    const unsubscribeToken = await newUnsubscribeToken(tx, row.id);
    await enqueueMail(tx, await confirmationMail({ ...row, unsubscribeToken }, confirmToken));
    return { state: "resent", email: row.email };
  });
}

/** The subscription an unsubscribe link's token belongs to, found by the token's hash. */
const byUnsubscribeToken = (token: string) =>
  sql`${newsletterSubscriptions.id} in (select ${newsletterUnsubscribeLinks.subscriptionId}
      from ${newsletterUnsubscribeLinks}
      where ${newsletterUnsubscribeLinks.tokenHash} = ${hashToken(token)})`;

export async function findSubscriptionByUnsubscribeToken(
  db: Database,
  unsubscribeToken: string,
): Promise<SubscriptionView | undefined> {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(byUnsubscribeToken(unsubscribeToken))
    .limit(1);
  return row ? { email: row.email, status: row.status as SubscriptionState } : undefined;
}

/**
 * Ends a subscription and cancels the newsletter issues still queued for it; a second request
 * finds it ended and changes nothing.
 */
export async function unsubscribeFromNewsletter(
  db: Database,
  unsubscribeToken: string,
): Promise<SubscriptionView | undefined> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(
        and(
          byUnsubscribeToken(unsubscribeToken),
          ne(newsletterSubscriptions.status, "unsubscribed"),
        ),
      )
      .returning({ email: newsletterSubscriptions.email });
    for (const { email } of ended) {
      await tx
        .update(outbox)
        .set({ status: "cancelled", lastError: "unsubscribed", ...deliveryLogOnly(email) })
        .where(
          and(
            eq(outbox.recipient, email),
            eq(outbox.status, "pending"),
            eq(outbox.kind, "newsletter-issue"),
          ),
        );
    }
  });
  return findSubscriptionByUnsubscribeToken(db, unsubscribeToken);
}
