import type { Database } from "../../db/client.server.ts";
import type { Tx } from "../../db/contributions.server.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * The kinds of visitor submissions the moderation queue handles (decision 090). Each kind keeps
 * its own table (reviews, comments, …) and tells the kit, through this small interface, how to
 * show, publish, hide and delete its rows. A kind registers itself once at import:
 *
 *   registerContributionKind({ kind: "comment", label: "Blog comment", describe, setStatus, remove, title });
 *
 * The kit's code (queue, approve, reject, report, clean-up) never reads a kind's table itself.
 */

export type Writer = Database | Tx;

export interface QueueItem {
  /** The title the visitor gave, or the first words. */
  heading: string;
  /** Everything the moderator must read: the text and the visitor's other fields. */
  lines: string[];
  /** Where it is (or will be) shown. */
  where: { label: string; href: string };
  /** The name the visitor shows under it. */
  author: string;
}

export interface ContributionKind {
  /** Stored in `contributions.kind`: "review", "comment", "tip". */
  kind: string;
  /** For the desk (English): "Review". */
  label: string;
  describe(db: Writer, itemIds: number[]): Promise<Map<number, QueueItem>>;
  /** Shows ("published") or hides ("pending", "rejected") the item; tells the page cache. */
  setStatus(
    db: Writer,
    itemId: number,
    status: "pending" | "published" | "rejected",
  ): Promise<void>;
  /** Deletes the items (unconfirmed for 7 days, or the writer deleted theirs). */
  remove(db: Writer, itemIds: number[]): Promise<void>;
  /** "your review of Rugova Canyon", in the writer's language, for e-mails. */
  title(db: Writer, itemId: number, locale: Locale): Promise<string>;
  /**
   * Where the published item is shown: its page's path with the item's anchor
   * (`/attractions/3?review=12#review-12`), for the writer's "published" e-mail.
   */
  pagePath?(db: Writer, itemId: number): Promise<string | undefined>;
}

const kinds = new Map<string, ContributionKind>();

export function registerContributionKind(kind: ContributionKind): void {
  kinds.set(kind.kind, kind);
}

export function contributionKind(kind: string): ContributionKind | undefined {
  return kinds.get(kind);
}

export function contributionKinds(): ContributionKind[] {
  return [...kinds.values()];
}
