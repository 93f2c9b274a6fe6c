import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { BLOG_ENTITY, publishBlogPost } from "../db/blog.server.ts";
import type { Database } from "../db/client.server.ts";
import type { WriteOptions } from "../db/content-store.server.ts";
import { EVENT_ENTITY, publishEvent } from "../db/events.server.ts";
import { VIDEO_ENTITY, videoStore } from "../db/featured-videos.server.ts";
import { enqueueMail, type OutgoingMail } from "../db/outbox.server.ts";
import { destinationStore, experienceStore } from "../db/places.server.ts";
import { insertProblem, type NewProblem, scheduledBy } from "../db/problems.server.ts";
import {
  blogPosts,
  deskProblems,
  destinations,
  events,
  experiences,
  featuredVideos,
  outbox,
} from "../db/schema.ts";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import { publicFileUrl } from "../seo/origin.server.ts";
import { DIGEST_KIND } from "./events-digest.server.ts";

/**
 * Nothing fails silently (issue 18 item 6): a problem is recorded for the desk's Problems panel
 * and, in the same transaction, e-mailed through the outbox to whoever set the thing up (the
 * admins when nobody did). `watchForProblems` runs every minute where the mail sender runs.
 */

const ADMINS_QUERY = "select email from staff_users where role = 'admin' order by email";

async function admins(db: Database): Promise<string[]> {
  const result = await db.execute(sql.raw(ADMINS_QUERY));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    email?: unknown;
  }[];
  return rows.map((row) => row.email).filter((email): email is string => typeof email === "string");
}

export function problemMail(recipient: string, problem: NewProblem): OutgoingMail {
  const link = publicFileUrl(problem.link ?? "/desk");
  return {
    recipient,
    kind: "desk-problem",
    locale: "en",
    subject: `Needs your attention: ${problem.message.split(/(?<=[.:])\s/)[0]?.slice(0, 120)}`,
    text: [
      problem.message,
      `It is listed under "Problems" on the desk until someone marks it dealt with: ${link}`,
    ].join("\n\n"),
    link,
  };
}

/** Records `problem` and mails its owner (or the admins), once per key: false when it was known. */
export async function reportProblem(db: Database, problem: NewProblem): Promise<boolean> {
  const recipients = problem.owner ? [problem.owner] : await admins(db);
  return db.transaction(async (tx) => {
    if (!(await insertProblem(tx, problem))) return false;
    for (const recipient of recipients) await enqueueMail(tx, problemMail(recipient, problem));
    return true;
  });
}

/** What went wrong, without the SQL text a query error wraps around its cause. */
export function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * What the desk can schedule (events, blog posts, featured videos, destinations, experiences),
 * as the watch publishes it.
 */
interface Schedulable {
  entity: string;
  noun: string;
  table: PgTable & { id: PgColumn; status: PgColumn; publishAt: PgColumn };
  title: PgColumn;
  publish: (db: Database, id: number, options: WriteOptions) => Promise<unknown>;
  link: (id: number) => string;
}

const schedulables: readonly Schedulable[] = [
  {
    entity: EVENT_ENTITY,
    noun: "event",
    table: events,
    title: events.name,
    publish: publishEvent,
    link: (id) => `/desk/events/${id}`,
  },
  {
    entity: BLOG_ENTITY,
    noun: "blog post",
    table: blogPosts,
    title: blogPosts.title,
    publish: publishBlogPost,
    link: (id) => `/desk/blog/${id}`,
  },
  {
    entity: VIDEO_ENTITY,
    noun: "featured video",
    table: featuredVideos,
    title: featuredVideos.title,
    publish: videoStore.publish,
    link: (id) => `/desk/videos/${id}`,
  },
  {
    entity: destinationStore.spec.entity,
    noun: "destination",
    table: destinations,
    title: destinations.name,
    publish: destinationStore.publish,
    link: (id) => `/desk/destinations/${id}`,
  },
  {
    entity: experienceStore.spec.entity,
    noun: "experience",
    table: experiences,
    title: experiences.name,
    publish: experienceStore.publish,
    link: (id) => `/desk/experiences/${id}`,
  },
];

export interface WatchResult {
  /** What was published, as `{ entity: "blog-post", id: 3 }`. */
  published: { entity: string; id: number }[];
  problems: number;
}

/**
 * The items of one kind whose scheduled moment came are published for good (a recorded change
 * that drops every cached page); one that cannot be is a problem for who scheduled it.
 */
async function publishDue(
  db: Database,
  kind: Schedulable,
  now: Date,
  report: (problem: NewProblem) => Promise<boolean>,
  result: WatchResult,
): Promise<void> {
  const due = (await db
    .select({ id: kind.table.id, title: kind.title, publishAt: kind.table.publishAt })
    .from(kind.table)
    .where(and(eq(kind.table.status, "scheduled"), lte(kind.table.publishAt, now)))) as {
    id: number;
    title: string;
    publishAt: Date | null;
  }[];
  for (const item of due) {
    try {
      await kind.publish(db, item.id, { author: "schedule", now });
      result.published.push({ entity: kind.entity, id: item.id });
    } catch (error) {
      const at = item.publishAt?.toISOString() ?? "";
      const reported = await report({
        key: `scheduled-publish:${kind.entity}:${item.id}:${at}`,
        kind: "scheduled-publish",
        entity: { type: kind.entity, id: item.id },
        message: `The ${kind.noun} "${item.title}" was scheduled to go public at ${item.publishAt ? formatKosovoDateTime(item.publishAt) : "an unknown moment"}, but publishing it failed: ${reasonOf(error)}. It is tried again every minute.`,
        link: kind.link(item.id),
        owner: await scheduledBy(db, kind.entity, item.id),
      });
      if (reported) result.problems++;
    }
  }
}

/**
 * The watch: (1) scheduled events, blog posts, featured videos, destinations and experiences
 * whose moment came are published (`publishDue`). (2) a weekly digest e-mail the mail server refused for good is a
 * problem for the admins.
 */
export async function watchForProblems(
  db: Database,
  now = new Date(),
  report: (problem: NewProblem) => Promise<boolean> = (problem) => reportProblem(db, problem),
): Promise<WatchResult> {
  const result: WatchResult = { published: [], problems: 0 };
  for (const kind of schedulables) await publishDue(db, kind, now, report, result);
  const failedDigests = await db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(and(eq(outbox.kind, DIGEST_KIND), eq(outbox.status, "failed")));
  const known = failedDigests.length
    ? new Set(
        (
          await db
            .select({ key: deskProblems.key })
            .from(deskProblems)
            .where(
              inArray(
                deskProblems.key,
                failedDigests.map((mail) => `digest-mail:${mail.id}`),
              ),
            )
        ).map((row) => row.key),
      )
    : new Set<string>();
  for (const mail of failedDigests) {
    if (known.has(`digest-mail:${mail.id}`)) continue;
    const reported = await report({
      key: `digest-mail:${mail.id}`,
      kind: "digest",
      entity: { type: "outbox", id: mail.id },
      message: `The weekly "needs confirming" digest could not be sent to ${mail.recipient}: ${mail.lastError ?? "the mail server refused it"}.`,
      link: "/desk/events?needsConfirming=1",
      owner: null,
    });
    if (reported) result.problems++;
  }
  return result;
}
