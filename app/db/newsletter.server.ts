import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { newsletterSubscriptions, outbox } from "./schema.ts";

/** Newsletter subscriptions (PRODUCT B4): double opt-in, one row per normalised address. */

export interface NewSubscription {
  /** Already normalised (trimmed, lower-cased). */
  email: string;
  locale: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** The confirmation e-mail, written to the outbox only when this call starts a subscription. */
  confirmationEmail: { subject: string; body: string };
}

export type SubscribeResult = "created" | "existing";

/**
 * Inserts a pending subscription and its confirmation e-mail in one transaction. An address
 * that is already pending or confirmed is left alone (however many requests race for it); one
 * that unsubscribed earlier starts over as pending with fresh links.
 */
export async function subscribeToNewsletter(
  db: Database,
  subscription: NewSubscription,
): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const started = await tx
      .insert(newsletterSubscriptions)
      .values({
        email: subscription.email,
        locale: subscription.locale,
        status: "pending",
        confirmToken: subscription.confirmToken,
        unsubscribeToken: subscription.unsubscribeToken,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          locale: subscription.locale,
          status: "pending",
          confirmToken: subscription.confirmToken,
          unsubscribeToken: subscription.unsubscribeToken,
          createdAt: sql`now()`,
          confirmedAt: null,
          unsubscribedAt: null,
        },
        setWhere: eq(newsletterSubscriptions.status, "unsubscribed"),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (started.length === 0) return "existing";
    await tx.insert(outbox).values({
      recipient: subscription.email,
      kind: "newsletter-confirmation",
      subject: subscription.confirmationEmail.subject,
      body: subscription.confirmationEmail.body,
    });
    return "created";
  });
}

export type SubscriptionState = "pending" | "confirmed" | "unsubscribed";

export interface SubscriptionView {
  email: string;
  status: SubscriptionState;
}

function view(row: { email: string; status: string } | undefined): SubscriptionView | undefined {
  return row ? { email: row.email, status: row.status as SubscriptionState } : undefined;
}

/** Confirms a pending subscription; opening the link again changes nothing. */
export async function confirmNewsletterSubscription(
  db: Database,
  confirmToken: string,
): Promise<SubscriptionView | undefined> {
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.confirmToken, confirmToken),
        eq(newsletterSubscriptions.status, "pending"),
      ),
    )
    .returning({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status });
  if (updated) return view(updated);
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmToken, confirmToken))
    .limit(1);
  return view(row);
}

export async function findSubscriptionByUnsubscribeToken(
  db: Database,
  unsubscribeToken: string,
): Promise<SubscriptionView | undefined> {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken))
    .limit(1);
  return view(row);
}

/** Ends a subscription; a second request finds it ended and changes nothing. */
export async function unsubscribeFromNewsletter(
  db: Database,
  unsubscribeToken: string,
): Promise<SubscriptionView | undefined> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken),
        ne(newsletterSubscriptions.status, "unsubscribed"),
      ),
    );
  return findSubscriptionByUnsubscribeToken(db, unsubscribeToken);
}
