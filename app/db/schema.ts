import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The four server lists of SPEC section 3, with the extra fields our pages need. */

/**
 * Each row's texts in the other languages (issue 8): `{ sq: { name, description, … }, de: … }`,
 * the same fields as the row's own English ones. Queries lay them over the row for a locale.
 */
const translations = () => jsonb("translations").notNull().default({});

export const destinations = pgTable("destinations", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  imageAlt: text("image_alt").notNull(),
  location: text("location").notNull(),
  region: text("region").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  /** Long texts of the detail page (overview, history, highlights, climate …). */
  details: jsonb("details").notNull(),
  translations: translations(),
});

export const experiences = pgTable(
  "experiences",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    destinationId: integer("destination_id").references(() => destinations.id),
    /** What the visitor's data says about group size (PRODUCT B11); null when it says nothing. */
    groupSize: text("group_size"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    details: jsonb("details").notNull(),
    translations: translations(),
  },
  (table) => [check("experiences_group_size_valid", sql`${table.groupSize} in ('small')`)],
);

export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    startTime: text("start_time").notNull(),
    location: text("location").notNull(),
    address: text("address").notNull(),
    town: text("town").notNull(),
    category: text("category").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    datesConfirmed: boolean("dates_confirmed").notNull().default(false),
    dateNote: text("date_note"),
    website: text("website"),
    details: jsonb("details").notNull(),
    translations: translations(),
  },
  (table) => [
    check(
      "events_end_after_start",
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

export const travelGuides = pgTable("travel_guides", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  icon: text("icon").notNull(),
  type: text("type").notNull().unique(),
  image: text("image").notNull(),
  imageAlt: text("image_alt").notNull(),
  translations: translations(),
});

/** Newsletter (PRODUCT B4): double opt-in, one row per normalised address. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull().default("en"),
    status: text("status").notNull().default("pending"),
    /** Cleared once used: a confirmation link works once. */
    confirmToken: text("confirm_token"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last confirmation e-mail was queued: its link expires 7 days later. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_email_unique").on(table.email),
    uniqueIndex("newsletter_confirm_token_unique").on(table.confirmToken),
    uniqueIndex("newsletter_unsubscribe_token_unique").on(table.unsubscribeToken),
    check(
      "newsletter_status_valid",
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * Every e-mail, rendered when queued, drained by the mail sender (app/mail/sender.server.ts;
 * docs/decisions/030-mail-outbox.md). A sender claims due rows with `FOR UPDATE SKIP LOCKED`
 * and holds them until `locked_until`; a sender that dies leaves them to be claimed again.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull().default("en"),
    subject: text("subject").notNull(),
    /** The plain-text part. */
    body: text("body").notNull(),
    html: text("html"),
    /** Extra headers such as List-Unsubscribe. */
    /** The link the message is about (confirm, unsubscribe …), for the log line of `.eml` mail. */
    link: text("link"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due").on(table.status, table.nextAttemptAt),
    check(
      "outbox_status_valid",
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
  ],
);

/** One row per (issue, subscriber): an issue never goes twice to the same subscriber. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    issue: text("issue").notNull(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_delivery_unique").on(table.issue, table.subscriptionId)],
);

export const reviewEntityTypes = ["attraction", "experience"] as const;
export type ReviewEntityType = (typeof reviewEntityTypes)[number];
export const reviewStatuses = ["pending", "published", "rejected"] as const;

/**
 * Visitors' reviews (PRODUCT B11, B14). Every rating, count and breakdown the site shows is
 * computed from the `published` rows; nothing else may stand in for them. Writing and moderating
 * reviews comes in a later issue, so the table starts empty.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /** YYYY-MM: when the visitor went, which a review is about (not when it was written). */
    visitMonth: text("visit_month"),
    displayName: text("display_name").notNull(),
    /** The language the review is written in (en, sq, de, it). */
    language: text("language").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_entity_status").on(table.entityType, table.entityId, table.status),
    check("reviews_entity_type_valid", sql`${table.entityType} in ('attraction', 'experience')`),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("reviews_status_valid", sql`${table.status} in ('pending', 'published', 'rejected')`),
    check("reviews_visit_month_format", sql`${table.visitMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("reviews_language_valid", sql`${table.language} in ('en', 'sq', 'de', 'it')`),
  ],
);

/**
 * Content changes (issue 20, docs/decisions/071-content-changes.md): one row per
 * `publishContentChange`, naming the page-cache tags it affects. The newest `version` is the
 * content version; every app server applies the rows it has not seen, told by LISTEN/NOTIFY (or
 * Redis) and catching up from here after a lost connection.
 */
export const contentChanges = pgTable("content_changes", {
  version: bigserial("version", { mode: "number" }).primaryKey(),
  tags: text("tags").array().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every app server on one PostgreSQL (rate-limiter-flexible's
 * RateLimiterDrizzle: one atomic upsert per request; docs/decisions/072-shared-rate-limits.md).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * The app servers following content changes: each keeps its row fresh (`seen_at`, every few
 * seconds) with the newest version it applied, so a publish can say when it is live on all of
 * them (app/db/content-changes.server.ts, `waitUntilLive`). A stopped server deletes its row; one
 * that died stops counting once its row is old.
 */
export const contentServers = pgTable("content_servers", {
  id: text("id").primaryKey(),
  appliedVersion: bigint("applied_version", { mode: "number" }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
