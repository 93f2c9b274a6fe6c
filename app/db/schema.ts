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
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Scene } from "../content/schema.ts";
import { notVisitorData, visitorData } from "./personal-data.ts";

/** The four server lists of SPEC section 3, with the extra fields our pages need. */

/**
 * Each row's texts in the other languages (issue 8): `{ sq: { name, description, … }, de: … }`,
 * the same fields as the row's own English ones. Queries lay them over the row for a locale.
 */
const translations = () => jsonb("translations").notNull().default({});

/** A moment: `timestamp with time zone`, so it never depends on the server's zone. */
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, or last changed: set by the database unless the code says. */
const createdAt = () => moment("created_at").notNull().defaultNow();
const updatedAt = () => moment("updated_at").notNull().defaultNow();

/**
 * The columns the desk's content store needs (app/db/content-store.server.ts; decision 053):
 * the English each translation was made from, the publication and the version.
 */
const storeColumns = () => ({
  translations: translations(),
  translationSources: jsonb("translation_sources")
    .$type<Record<string, { source: Record<string, unknown>; savedAt: string }>>()
    .notNull()
    .default({}),
  status: text("status").$type<EventStatus>().notNull().default("published"),
  publishAt: moment("publish_at"),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});

/** A desk-edited table's publication checks (as blog posts and featured videos have them). */
const placeChecks = (name: string, table: { status: PgColumn; publishAt: PgColumn }) => [
  check(`${name}_status_valid`, sql`${table.status} in ('draft', 'scheduled', 'published')`),
  check(
    `${name}_scheduled_has_time`,
    sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
  ),
];

export const destinations = pgTable(
  "destinations",
  {
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
    // The desk's content store (migration 0013, docs/decisions/100): publication, versions, sources.
    ...storeColumns(),
  },
  (table) => placeChecks("destinations", table),
);

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
    // The desk's content store (migration 0013, docs/decisions/100).
    ...storeColumns(),
  },
  (table) => [
    check("experiences_group_size_valid", sql`${table.groupSize} in ('small')`),
    ...placeChecks("experiences", table),
  ],
);

export const eventStatuses = ["draft", "scheduled", "published"] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * Events (PRODUCT B7, issue 18). The dates live in `event_occurrences` and in the recurrence
 * rule: public pages show the next occurrence, computed at request time (app/lib/recurrence.ts).
 */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    startTime: text("start_time").notNull(),
    location: text("location").notNull(),
    address: text("address").notNull(),
    town: text("town").notNull(),
    category: text("category").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    dateNote: text("date_note"),
    website: text("website"),
    details: jsonb("details").notNull(),
    translations: translations(),
    /**
     * Per language, the English texts a translation was made from and when it was saved:
     * `{ de: { source: { name, description, … }, savedAt } }`. A translation whose source differs
     * from today's English needs an update; the difference is what the translator sees.
     */
    translationSources: jsonb("translation_sources")
      .$type<Record<string, { source: Record<string, unknown>; savedAt: string }>>()
      .notNull()
      .default({}),
    /** RFC 5545 RECUR value ("FREQ=YEARLY;BYMONTH=8;BYDAY=1FR"), null for a one-off event. */
    rrule: text("rrule"),
    /** The rule's DTSTART: its first possible date. */
    rruleStart: date("rrule_start", { mode: "string" }),
    /** The rule fixes the date (a public holiday set by law): its editions count as confirmed. */
    rruleFixed: boolean("rrule_fixed").notNull().default(false),
    /** Days an edition lasts, for the editions the rule adds (1: a single day). */
    durationDays: integer("duration_days").notNull().default(1),
    status: text("status").$type<EventStatus>().notNull().default("published"),
    /** When a scheduled event becomes public; public reads treat `publish_at <= now` as published. */
    publishAt: moment("publish_at"),
    /** Counts every saved change; a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("events_status_valid", sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check(
      "events_scheduled_has_time",
      sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
    ),
    check("events_duration_positive", sql`${table.durationDays} between 1 and 366`),
    check("events_rule_has_start", sql`${table.rrule} is null or ${table.rruleStart} is not null`),
  ],
);

/**
 * One edition of an event with the dates known for it: `confirmed` once the organiser has
 * announced them, otherwise "expected" (our estimate). A recurring event's editions that have no
 * row here come from its rule and are always expected.
 */
export const eventOccurrences = pgTable(
  "event_occurrences",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    confirmed: boolean("confirmed").notNull().default(false),
  },
  (table) => [
    uniqueIndex("event_occurrences_unique").on(table.eventId, table.startDate),
    index("event_occurrences_start").on(table.startDate),
    check(
      "event_occurrences_end_after_start",
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Every change to an editable item, as the whole item after the change (issue 18 item 7): the
 * previous version is the row before it, and restoring writes an old `data` back as a new version.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    version: integer("version").notNull(),
    /** create, update, publish, unpublish, schedule, translate, occurrences, restore, delete. */
    action: text("action").notNull(),
    data: jsonb("data").notNull(),
    /** Who made the change (the desk's user id or e-mail); null for the seed and scripts. */
    author: text("author"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("content_revisions_version").on(table.entityType, table.entityId, table.version),
  ],
);
notVisitorData(contentRevisions, "content", "editors' versions of their content, kept as written");

/** Jobs that must run once per period however many processes try (the weekly digest). */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    period: text("period").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
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
    /** SHA-256 of the confirmation link's token; cleared once used: the link works once. */
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: createdAt(),
    /** When the last confirmation e-mail was queued: its link expires 7 days later. */
    confirmSentAt: moment("confirm_sent_at").notNull().defaultNow(),
    confirmedAt: moment("confirmed_at"),
    unsubscribedAt: moment("unsubscribed_at"),
  },
  (table) => [
    uniqueIndex("newsletter_email_unique").on(table.email),
    uniqueIndex("newsletter_confirm_token_hash_unique").on(table.confirmTokenHash),
    check(
      "newsletter_status_valid",
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
visitorData(newsletterSubscriptions, {
  address: newsletterSubscriptions.email,
  onErase: "delete",
});

/**
 * The unsubscribe links of a subscription (decision 130): each e-mail to a subscriber carries a
 * link of its own, and only the SHA-256 of its token is kept, so a copy of the database opens
 * nothing. They go with the subscription, and all of them when it starts over after an
 * unsubscribe.
 */
export const newsletterUnsubscribeLinks = pgTable(
  "newsletter_unsubscribe_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("newsletter_unsubscribe_links_subscription").on(table.subscriptionId)],
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
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    lockedUntil: moment("locked_until"),
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    /** The request that queued it (its `X-Request-Id`), named in the sender's log lines. */
    requestId: text("request_id"),
    /** The W3C `traceparent` of that request when traces are exported: sending continues it. */
    traceParent: text("trace_parent"),
    createdAt: createdAt(),
    sentAt: moment("sent_at"),
  },
  (table) => [
    index("outbox_due").on(table.status, table.nextAttemptAt),
    check(
      "outbox_status_valid",
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
  ],
);
// Mail to visitors and to staff; erasing refuses a staff member's address (decision 130).
visitorData(outbox, {
  address: outbox.recipient,
  onErase: "delete",
  texts: [outbox.subject, outbox.body, outbox.html],
});

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
    createdAt: createdAt(),
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
    /** "Helpful" votes, one per browser (`review_votes`); kept here so lists read one row. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: createdAt(),
    /** When the writer last changed it from their private link. */
    updatedAt: updatedAt(),
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
visitorData(reviews, { texts: [reviews.title, reviews.text, reviews.displayName] });

/** One "Helpful" per browser and review: `voter` is the hash of the browser's random id cookie. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.voter] })],
);

export const contributionStatuses = ["unconfirmed", "waiting", "published", "rejected"] as const;
export type ContributionStatus = (typeof contributionStatuses)[number];

/**
 * What visitors submit (issue 19; docs/decisions/090-contributions-kit.md): one row per
 * submission of any kind ("review" now, "comment" and "tip" later), pointing at the kind's own
 * row (`kind`, `item_id`). It holds what every kind shares: the writer's e-mail address (erasable:
 * then null, the hash stays for blocks), the hashed confirmation and private-link tokens, the
 * state (unconfirmed → waiting → published | rejected; a report sends a published one back to
 * the queue with `reported_at`), and the moderator's reason.
 */
export const contributions = pgTable(
  "contributions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    status: text("status").notNull().default("unconfirmed"),
    email: text("email"),
    emailHash: text("email_hash").notNull(),
    clientHash: text("client_hash").notNull(),
    locale: text("locale").notNull().default("en"),
    /** SHA-256 of the confirmation link's token; cleared once used. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the private edit/delete link's token. */
    manageTokenHash: text("manage_token_hash").notNull(),
    reportedAt: moment("reported_at"),
    reportCount: integer("report_count").notNull().default(0),
    reason: text("reason"),
    createdAt: createdAt(),
    confirmedAt: moment("confirmed_at"),
    decidedAt: moment("decided_at"),
  },
  (table) => [
    uniqueIndex("contributions_item_unique").on(table.kind, table.itemId),
    uniqueIndex("contributions_confirm_token_unique").on(table.confirmTokenHash),
    uniqueIndex("contributions_manage_token_unique").on(table.manageTokenHash),
    index("contributions_status_created").on(table.status, table.createdAt),
    index("contributions_email_hash").on(table.emailHash),
    check(
      "contributions_status_valid",
      sql`${table.status} in ('unconfirmed', 'waiting', 'published', 'rejected')`,
    ),
  ],
);
visitorData(contributions, {
  address: contributions.email,
  onErase: "empty",
  // The moderator's reason is mailed to the writer and may quote them.
  texts: [contributions.reason],
});

/** Blocked writers: an e-mail address or a client, by hash. Their submissions are refused quietly. */
export const contributionBlocks = pgTable(
  "contribution_blocks",
  {
    id: serial("id").primaryKey(),
    /** "email" or "client". */
    target: text("target").notNull(),
    valueHash: text("value_hash").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("contribution_blocks_unique").on(table.target, table.valueHash),
    check("contribution_blocks_target_valid", sql`${table.target} in ('email', 'client')`),
  ],
);
notVisitorData(
  contributionBlocks,
  "desk",
  "a block keeps a keyed hash, never the address; created_by and note name the moderator and the item",
);

/**
 * The editors' desk (PRODUCT B13; docs/decisions/050-desk-accounts.md): staff only, invited, never
 * signed up. The five `staff_*` tables are better-auth's user, session, account (the password
 * hash), verification (password-reset tokens) and two-factor tables, kept by its Drizzle adapter
 * in our database; `staff_invitations` and `audit_log` are ours.
 */
export { type StaffRole, staffRoles } from "../lib/staff-roles.ts";

export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("editor"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("staff_users_role_valid", sql`${table.role} in ('admin', 'editor', 'moderator')`),
  ],
);
notVisitorData(staffUsers, "staff", "the desk's accounts, removed on the People page");

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: moment("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("staff_sessions_user").on(table.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: moment("access_token_expires_at"),
    refreshTokenExpiresAt: moment("refresh_token_expires_at"),
    scope: text("scope"),
    /**
     * argon2id (m=19 MiB, t=2, p=1; password-hash.server.ts); accounts from before decision 132
     * keep better-auth's scrypt hash until their next sign-in rehashes it.
     */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("staff_accounts_user").on(table.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("staff_verifications_identifier").on(table.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** Encrypted with the session secret by better-auth. */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: moment("locked_until"),
  },
  (table) => [
    index("staff_two_factors_user").on(table.userId),
    index("staff_two_factors_secret").on(table.secret),
  ],
);

/**
 * Sign-in attempts per account since its last successful sign-in, in a 15-minute window
 * (app/db/sign-in-attempts.server.ts): counted and read in one statement, so parallel attempts
 * cannot all pass the limit. Keyed by an HMAC of the address, known account or not, so the
 * table holds no addresses.
 */
export const staffSignInAttempts = pgTable("staff_sign_in_attempts", {
  accountKey: text("account_key").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  windowStartedAt: moment("window_started_at").notNull().defaultNow(),
});

/**
 * One-time invitation links (`npm run desk:invite`, the People page). Only the SHA-256 of the
 * token is stored; the link carries the token itself.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The staff member who invited, or null for the command line. */
    invitedBy: text("invited_by"),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    acceptedAt: moment("accepted_at"),
    revokedAt: moment("revoked_at"),
  },
  (table) => [
    uniqueIndex("staff_invitations_token_unique").on(table.tokenHash),
    index("staff_invitations_email").on(table.email),
    check("staff_invitations_role_valid", sql`${table.role} in ('admin', 'editor', 'moderator')`),
  ],
);
notVisitorData(staffInvitations, "staff", "invitations to the desk, revoked on the People page");

/**
 * Who did what to which thing, when, and what it looked like before and after (issue 18 item 7).
 * Generic on purpose: `entity_type` + `entity_id` name anything (a staff member, an event, a
 * story); `before`/`after` hold the whole previous and new version as JSON, so a change can be
 * compared and restored. The actor's e-mail is copied, so the record outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: moment("at").notNull().defaultNow(),
    /** `staff_users.id`, or null for the command line and for anonymous attempts. */
    actorId: text("actor_id"),
    /** Who, readable: an e-mail address, "command line", "anonymous". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** Anything else worth keeping: the client address of a sign-in, a reason. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** The request it was done in (`X-Request-Id`): from a log line to the record and back. */
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_log_entity").on(table.entityType, table.entityId, table.at),
    index("audit_log_action").on(table.action, table.at),
  ],
);
notVisitorData(auditLog, "audit", "the record of who did what; erasure never rewrites it");

/**
 * Content changes (issue 20, docs/decisions/071-content-changes.md): one row per
 * `publishContentChange`, naming the page-cache tags it affects. The newest `version` is the
 * content version; every app server applies the rows it has not seen, told by LISTEN/NOTIFY (or
 * Redis) and catching up from here after a lost connection.
 */
export const contentChanges = pgTable("content_changes", {
  version: bigserial("version", { mode: "number" }).primaryKey(),
  tags: text("tags").array().notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every app server on one PostgreSQL (rate-limiter-flexible's
 * RateLimiterDrizzle: one atomic upsert per request; docs/decisions/072-shared-rate-limits.md).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: moment("expire"),
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
  seenAt: moment("seen_at").notNull().defaultNow(),
});

// ── Desk operations (issue 18 items 3, 6, 8; docs/decisions/057–059, 061–063) ──────────────

/**
 * Images uploaded in the desk (issue 18 item 3): checked by content, resized to the site's
 * widths and converted (app/features/desk/media.server.ts), stored under `DATA_DIR/media/<key>/`
 * and served at `/media/<key>/<width>.<format>`. Alt text per language and a credit are required.
 */
export const mediaStatuses = ["ready", "failed"] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** The folder under DATA_DIR/media and the public path's segment: random, never the file name. */
    key: text("key").notNull().unique(),
    /** The uploaded file's name, shown in the library only. */
    originalName: text("original_name").notNull(),
    /** What the file is (decision 131): jpeg, png, webp or avif; older rows may say heif, gif, tiff. */
    sourceFormat: text("source_format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** Alt text per language: `{ en, sq?, de?, it? }`; English is required. */
    alt: jsonb("alt").$type<Record<string, string>>().notNull(),
    credit: text("credit").notNull(),
    /** The files written: `[{ format, width, path }]`. */
    variants: jsonb("variants")
      .$type<{ format: string; width: number; path: string }[]>()
      .notNull()
      .default([]),
    status: text("status").$type<MediaStatus>().notNull().default("ready"),
    /** Why processing failed (status `failed`). */
    error: text("error"),
    /** The staff member's e-mail address who uploaded it. */
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
    /**
     * The picture's focal point, in percent of the stored (3:2) picture from its left and top
     * edge: a hero band that crops it keeps this point in view (decision 135). The centre unless
     * an editor set it.
     */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
  },
  (table) => [
    check("media_status_valid", sql`${table.status} in ('ready', 'failed')`),
    check(
      "media_focal_point_valid",
      sql`${table.focalX} between 0 and 100 and ${table.focalY} between 0 and 100`,
    ),
  ],
);
notVisitorData(media, "content", "the desk's images; uploaded_by names a staff member");

/**
 * Things that went wrong where nobody was watching (issue 18 item 6): a scheduled publication that
 * did not go out, a digest that could not be sent, an image that could not be processed. Shown
 * on /desk until an editor marks them dealt with; `key` keeps one row per problem however often
 * it is noticed; the owner is e-mailed (through the outbox) in the same transaction.
 */
export const deskProblems = pgTable(
  "desk_problems",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    kind: text("kind").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    message: text("message").notNull(),
    /** Where in the desk to deal with it. */
    link: text("link"),
    /** The e-mail address of who set the thing up (told by mail), or null for "the admins". */
    owner: text("owner"),
    createdAt: createdAt(),
    resolvedAt: moment("resolved_at"),
    resolvedBy: text("resolved_by"),
  },
  (table) => [index("desk_problems_open").on(table.resolvedAt, table.createdAt)],
);
notVisitorData(deskProblems, "desk", "problems for the desk; owner and resolved_by are staff");

/**
 * Practical facts visitors act on (entry rules, fares, opening hours, emergency numbers; issue 18
 * item 6): who owns each and when it was last checked against its source. Seeded from the
 * content's "last checked" dates of issue 16; older than six months puts it in the re-check queue.
 */
export const practicalFacts = pgTable("practical_facts", {
  key: text("key").primaryKey(),
  title: text("title").notNull(),
  /** The public page that states it. */
  path: text("path").notNull(),
  lastChecked: date("last_checked", { mode: "string" }).notNull(),
  sourceUrl: text("source_url"),
  note: text("note"),
  /** The staff member's e-mail address who keeps it current, or null. */
  owner: text("owner"),
  checkedBy: text("checked_by"),
  updatedAt: updatedAt(),
});
notVisitorData(practicalFacts, "content", "editors' facts; owner and checked_by are staff");

/**
 * Newsletter issues written in the desk (issue 18 item 8): the four language versions, and the
 * fingerprint of the text last sent as a test to its editor. A real send is refused unless the
 * test was of exactly the text being sent; sending goes through `sendIssue` (the CLI's path).
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: serial("id").primaryKey(),
  /** The delivery key (`2027-07-whats-on`), as the CLI's folder name. */
  issue: text("issue").notNull().unique(),
  /**
   * `{ en: { subject, preview, markdown, updated }, sq: …, de: …, it: … }`; a draft may lack
   * languages. `updated` (ISO time) is when that language's text last changed or was marked as
   * matching the English (decision 134).
   */
  versions: jsonb("versions")
    .$type<
      Record<string, { subject: string; preview: string; markdown: string; updated?: string }>
    >()
    .notNull(),
  /** SHA-256 of the versions as last test-sent; a change of text clears the way to sending. */
  testedHash: text("tested_hash"),
  testedAt: moment("tested_at"),
  testedTo: text("tested_to"),
  sentAt: moment("sent_at"),
  sentBy: text("sent_by"),
  /** What went out, stored when it was sent: every language's texts and the HTML e-mailed. */
  sentVersions:
    jsonb("sent_versions").$type<
      Record<
        string,
        { subject: string; preview: string; markdown: string; updated: string; html: string }
      >
    >(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
notVisitorData(newsletterIssues, "content", "issues editors write; the addresses are staff");

// --- Desk content: blog posts (issue 18 items 3, 4, 9; docs/decisions/053) --------------------

/**
 * Blog posts (SPEC 2.18, 2.19), edited in the desk. The body is Markdown, rendered and sanitised
 * on the server (app/lib/markdown.server.ts). `translations` holds per language `{ title,
 * excerpt, body, imageAlt, tags, authorBio }`; `translation_sources` the English each was made
 * from, as for events. The content files (app/content/blog.ts) only seed a new database.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown. */
    body: text("body").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull(),
    category: text("category").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    authorName: text("author_name").notNull(),
    authorAvatarUrl: text("author_avatar_url").notNull(),
    authorBio: text("author_bio").notNull(),
    /** The date the article shows as published (YYYY-MM-DD). */
    publishDate: date("publish_date", { mode: "string" }).notNull(),
    /** Where its figures come from (issue 16): `[{ url, title }]`. */
    sources: jsonb("sources").$type<{ url: string; title: string }[]>().notNull().default([]),
    ...storeColumns(),
  },
  (table) => [
    check("blog_posts_status_valid", sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check(
      "blog_posts_scheduled_has_time",
      sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
    ),
  ],
);
notVisitorData(blogPosts, "content", "editors' articles; the author is a writer of the site");

/**
 * The site's settings (issue 18 item 3; docs/decisions/054): one row (id 1) with the contact
 * details and social links the footer and the home page show, hidden while empty. Always live
 * (`status` stays "published"); the columns the desk's content store needs keep its versions
 * and revisions. The content file (app/content/site.ts) only seeds a new database.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    youtube: text("youtube").notNull().default(""),
    x: text("x").notNull().default(""),
    ...storeColumns(),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);
notVisitorData(siteSettings, "content", "the site's own contact details");

/**
 * "Like" on a blog post (PRODUCT B11, B14; issue 19 item 4): one row per post and browser. The
 * browser id is a random string the browser keeps (localStorage); the primary key makes a second
 * like from the same browser a no-op. `post_id` has no foreign key (a like outlives an
 * unpublished post); the API checks it against the public posts.
 */
export const blogLikes = pgTable(
  "blog_likes",
  {
    postId: integer("post_id").notNull(),
    browserId: text("browser_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.browserId] })],
);

export const eventTipStatuses = ["unconfirmed", "confirmed", "published", "declined"] as const;
export type EventTipStatus = (typeof eventTipStatuses)[number];

/**
 * Event tips from organisers (issue 19 item 3). A tip is `unconfirmed` until the organiser opens
 * the link in the confirmation e-mail; confirming creates a draft event (`event_id`) for an editor
 * to check, translate and publish, or decline with a reason. Only SHA-256 hashes of the tokens are
 * stored: the confirmation link's, and the private link the organiser gets once it is published
 * (`manage_token_hash`, issue 19 item 8).
 */
export const eventTips = pgTable(
  "event_tips",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** 24-hour time in Kosovo, as the organiser gave it. */
    startTime: text("start_time").notNull(),
    town: text("town").notNull(),
    venue: text("venue"),
    description: text("description").notNull(),
    link: text("link"),
    organiserName: text("organiser_name").notNull(),
    /** Null once erased on the organiser's request (issue 19 item 7); nothing is mailed then. */
    organiserEmail: text("organiser_email"),
    /** The language the organiser wrote in and gets e-mails in. */
    locale: text("locale").notNull().default("en"),
    status: text("status").$type<EventTipStatus>().notNull().default("unconfirmed"),
    confirmTokenHash: text("confirm_token_hash"),
    manageTokenHash: text("manage_token_hash"),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
    confirmedAt: moment("confirmed_at"),
    decidedAt: moment("decided_at"),
  },
  (table) => [
    uniqueIndex("event_tips_confirm_token").on(table.confirmTokenHash),
    uniqueIndex("event_tips_manage_token").on(table.manageTokenHash),
    index("event_tips_event").on(table.eventId),
    check(
      "event_tips_status_valid",
      sql`${table.status} in ('unconfirmed', 'confirmed', 'published', 'declined')`,
    ),
    check(
      "event_tips_end_after_start",
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    check("event_tips_locale_valid", sql`${table.locale} in ('en', 'sq', 'de', 'it')`),
  ],
);
visitorData(eventTips, {
  address: eventTips.organiserEmail,
  onErase: "empty",
  // Proposals through the private link are screened by the address: the link ends with it.
  alsoEmpty: [eventTips.manageTokenHash],
  texts: [
    eventTips.name,
    eventTips.town,
    eventTips.venue,
    eventTips.description,
    eventTips.link,
    eventTips.organiserName,
    eventTips.declineReason,
  ],
});

/**
 * What an organiser proposes for their published event through its private link (issue 19 item 8):
 * an `update` (new texts or dates in `changes`), a `cancel`, or `reconfirm` (next edition's dates).
 * The desk shows it as a difference against the live event; an editor applies or dismisses it.
 */
export const eventTipProposals = pgTable(
  "event_tip_proposals",
  {
    id: serial("id").primaryKey(),
    tipId: integer("tip_id")
      .notNull()
      .references(() => eventTips.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    changes: jsonb("changes").$type<Record<string, string>>().notNull().default({}),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: moment("decided_at"),
    decidedBy: text("decided_by"),
  },
  (table) => [
    index("event_tip_proposals_status").on(table.status, table.createdAt),
    check(
      "event_tip_proposals_kind_valid",
      sql`${table.kind} in ('update', 'cancel', 'reconfirm')`,
    ),
    check(
      "event_tip_proposals_status_valid",
      sql`${table.status} in ('pending', 'applied', 'dismissed')`,
    ),
  ],
);
visitorData(eventTipProposals, { texts: [eventTipProposals.changes, eventTipProposals.note] });

export const commentStatuses = ["pending", "published", "rejected"] as const;

/**
 * Blog comments (issue 19 item 4): held (`pending`) until the writer confirms from the e-mail and
 * a moderator approves, through the contributions kit (its `contributions` row holds the e-mail
 * address, never shown, and the tokens). Only `published` rows are shown and counted.
 */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id").notNull(),
    displayName: text("display_name").notNull(),
    text: text("text").notNull(),
    /** The language the comment is written in (the page's). */
    language: text("language").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (table) => [
    index("blog_comments_post_status").on(table.postId, table.status),
    check(
      "blog_comments_status_valid",
      sql`${table.status} in ('pending', 'published', 'rejected')`,
    ),
    check("blog_comments_language_valid", sql`${table.language} in ('en', 'sq', 'de', 'it')`),
    check("blog_comments_text_length", sql`char_length(${table.text}) between 1 and 2000`),
  ],
);
visitorData(blogComments, { texts: [blogComments.displayName, blogComments.text] });

export const recheckReasons = ["closed", "prices", "hours", "other"] as const;
export type RecheckReason = (typeof recheckReasons)[number];

/**
 * "Something here has changed" on a place (issue 19 item 8): a visitor's flag that a fact on an
 * attraction or destination page may be out of date, for an editor to re-check. Nothing on the
 * page changes because of it; the desk lists the open ones with the practical facts they concern
 * (/desk/facts; decision 113).
 */
export const recheckReports = pgTable(
  "recheck_reports",
  {
    id: serial("id").primaryKey(),
    /** "attraction" or "destination" (with `entity_id`), or "page" (a practical fact's page). */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    /** The public page it was sent from, without language prefix: what practical facts join on. */
    pagePath: text("page_path"),
    reason: text("reason").$type<RecheckReason>().notNull(),
    note: text("note"),
    /** The page's language when it was sent. */
    language: text("language").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: moment("resolved_at"),
    resolvedBy: text("resolved_by"),
  },
  (table) => [
    index("recheck_reports_status").on(table.status, table.createdAt),
    check(
      "recheck_reports_entity_valid",
      sql`(${table.entityType} in ('attraction', 'destination') and ${table.entityId} is not null) or (${table.entityType} = 'page' and ${table.pagePath} is not null)`,
    ),
    check(
      "recheck_reports_reason_valid",
      sql`${table.reason} in ('closed', 'prices', 'hours', 'other')`,
    ),
    check("recheck_reports_status_valid", sql`${table.status} in ('open', 'done')`),
  ],
);
visitorData(recheckReports, { texts: [recheckReports.note] });

// --- Desk content: featured videos (issue 18 items 3, 4, 9; docs/decisions/055) ---------------

/**
 * The home page's featured videos (SPEC 2.3), edited in the desk: our own short film
 * (`/videos/{film_slug}.webm`) or a youtube-nocookie id, exactly one. `translations` holds per
 * language `{ title, description, imageAlt }`. `position` orders them on the home page. The
 * content file (app/content/media.ts) only seeds a new database.
 */
export const featuredVideos = pgTable(
  "featured_videos",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    filmSlug: text("film_slug"),
    youtubeId: text("youtube_id"),
    thumbnail: text("thumbnail").notNull(),
    imageAlt: text("image_alt").notNull(),
    scene: jsonb("scene").$type<Scene>().notNull(),
    position: integer("position").notNull().default(0),
    ...storeColumns(),
  },
  (table) => [
    check(
      "featured_videos_one_source",
      sql`(${table.filmSlug} is null) <> (${table.youtubeId} is null)`,
    ),
    check(
      "featured_videos_status_valid",
      sql`${table.status} in ('draft', 'scheduled', 'published')`,
    ),
    check(
      "featured_videos_scheduled_has_time",
      sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
    ),
  ],
);

// --- Visitors' voices, finished (issue 19 items 5, 7; docs/decisions/110-114) ----------------

/**
 * Who reported a published review or comment: one row per submission and browser (the hash of
 * the `ek_voter` cookie's random id), so a browser's second report counts nothing (decision 110).
 */
export const contributionReports = pgTable(
  "contribution_reports",
  {
    contributionId: integer("contribution_id")
      .notNull()
      .references(() => contributions.id, { onDelete: "cascade" }),
    reporter: text("reporter").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.contributionId, table.reporter] })],
);
