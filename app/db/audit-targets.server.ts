import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { BLOG_ENTITY } from "./blog.server.ts";
import type { Database } from "./client.server.ts";
import { EVENT_ENTITY } from "./events.server.ts";
import { VIDEO_ENTITY } from "./featured-videos.server.ts";
import {
  blogPosts,
  destinations,
  events,
  experiences,
  featuredVideos,
  media,
  newsletterIssues,
  practicalFacts,
  staffUsers,
} from "./schema.ts";
import { SETTINGS_ENTITY } from "./site-settings.server.ts";

/**
 * What an audit entry is about, where that has a desk page (issue 29 item 7): the kinds of
 * `entity_type`, the table that holds them and the page that shows one. The audit log links an
 * entry there while the row still exists, named as it is now.
 */

interface Target {
  /** How the desk calls it: "Event". */
  what: string;
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Integer keys are stored as text in the audit log. */
  numeric: boolean;
  link: (id: string) => string;
}

const TARGETS: Record<string, Target> = {
  [EVENT_ENTITY]: {
    what: "Event",
    table: events,
    id: events.id,
    name: events.name,
    numeric: true,
    link: (id) => `/desk/events/${id}`,
  },
  [BLOG_ENTITY]: {
    what: "Blog post",
    table: blogPosts,
    id: blogPosts.id,
    name: blogPosts.title,
    numeric: true,
    link: (id) => `/desk/blog/${id}`,
  },
  [VIDEO_ENTITY]: {
    what: "Featured video",
    table: featuredVideos,
    id: featuredVideos.id,
    name: featuredVideos.title,
    numeric: true,
    link: (id) => `/desk/videos/${id}`,
  },
  destination: {
    what: "Destination",
    table: destinations,
    id: destinations.id,
    name: destinations.name,
    numeric: true,
    link: (id) => `/desk/destinations/${id}`,
  },
  experience: {
    what: "Experience",
    table: experiences,
    id: experiences.id,
    name: experiences.name,
    numeric: true,
    link: (id) => `/desk/experiences/${id}`,
  },
  newsletter: {
    what: "Newsletter issue",
    table: newsletterIssues,
    id: newsletterIssues.id,
    name: newsletterIssues.issue,
    numeric: true,
    link: (id) => `/desk/newsletters/${id}`,
  },
  media: {
    what: "Image",
    table: media,
    id: media.id,
    name: media.originalName,
    numeric: true,
    link: () => "/desk/media",
  },
  fact: {
    what: "Practical fact",
    table: practicalFacts,
    id: practicalFacts.key,
    name: practicalFacts.title,
    numeric: false,
    link: () => "/desk/facts",
  },
  staff: {
    what: "Staff member",
    table: staffUsers,
    id: staffUsers.id,
    name: staffUsers.name,
    numeric: false,
    link: () => "/desk/people",
  },
};

export interface AuditTarget {
  what: string;
  name: string;
  link: string;
}

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;

/** The entries' items that still exist, by `type` and `id`, with their name and desk page. */
export async function auditTargets(
  db: Database,
  refs: readonly { type: string; id: string }[],
): Promise<(type: string, id: string) => AuditTarget | undefined> {
  const found = new Map<string, AuditTarget>();
  for (const [type, target] of Object.entries(TARGETS)) {
    const ids = [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
    const keys = target.numeric
      ? ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
      : ids.filter((id) => id.length <= 200);
    if (keys.length === 0) continue;
    const rows = (await db
      .select({ id: target.id, name: target.name })
      .from(target.table)
      .where(inArray(target.id, keys))) as { id: string | number; name: string }[];
    for (const row of rows) {
      found.set(keyOf(type, String(row.id)), {
        what: target.what,
        name: row.name,
        link: target.link(String(row.id)),
      });
    }
  }
  return (type, id) =>
    type === SETTINGS_ENTITY
      ? { what: "Site settings", name: "Site settings", link: "/desk/settings" }
      : found.get(keyOf(type, id));
}
