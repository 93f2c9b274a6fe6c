import { data, redirect } from "react-router";
import { contentIn } from "../../content/localized.server.ts";
import { commentsByIds, deleteComments, insertComment } from "../../db/comments.server.ts";
import {
  type Contribution,
  contributionByManageToken,
  deleteContribution,
} from "../../db/contributions.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import {
  type CommentErrors,
  type CommentValues,
  checkComment,
  commentValues,
} from "../../lib/blog-comment.ts";
import { log } from "../../lib/log.server.ts";
import { paths } from "../../lib/paths.ts";
import type { RateLimiter } from "../../lib/rate-limit.server.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { COMMENT_KIND } from "./comment-kind.server.ts";
import { HONEYPOT_FIELD } from "./fields.ts";
import { hashToken, readLinkToken } from "./hash.server.ts";
import { reportItem } from "./moderation.server.ts";
import {
  readSubmission,
  type ScreenOptions,
  screenEmail,
  screenSubmission,
  tooManyLinks,
} from "./screen.server.ts";
import { storeSubmission } from "./submit.server.ts";
import { browserOf, checkVoteLimit } from "./voter.server.ts";

/**
 * A comment under a blog post (issue 19 item 4; decision 096): screened by the kit, checked,
 * stored held with its confirmation e-mail; confirmed, it waits in /desk/moderation; approved,
 * it shows under the post. The writer's private link deletes it.
 */

export type CommentFormState = {
  values: CommentValues;
  errors: CommentErrors;
  problem?: "rateLimited" | "proof" | "notStored";
};

/** A report that did not go through: too many from this client, or no such published comment. */
export type CommentReportState = { report: number; state: "rateLimited" | "unknown" };

export interface CommentActionOptions extends ScreenOptions {
  votes?: RateLimiter;
}

const noStore = { "Cache-Control": "no-store" };

/**
 * "Report" under a published comment (decision 110): once per browser, limited per client with
 * the "Helpful" votes; it sends the comment back to the moderation queue and it stays shown until
 * a moderator decides. Done, the page comes back with a thank-you under that comment.
 */
async function reportComment(
  request: Request,
  fields: Record<string, string>,
  postId: number,
  locale: Locale,
  options: CommentActionOptions,
): Promise<Response | ReturnType<typeof data<CommentReportState>>> {
  const commentId = /^\d{1,9}$/.test(fields.comment ?? "") ? Number(fields.comment) : 0;
  const limit = await checkVoteLimit(request, options.votes);
  if (!limit.allowed) {
    return data<CommentReportState>(
      { report: commentId, state: "rateLimited" },
      { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const db = await (options.database ?? getDatabase)();
  const [comment] = commentId > 0 ? await commentsByIds(db, [commentId]) : [];
  const browser = browserOf(request, "reporter");
  const outcome =
    comment?.postId === postId
      ? await reportItem(db, COMMENT_KIND, commentId, browser.hash)
      : "unknown";
  if (outcome === "unknown") {
    return data<CommentReportState>(
      { report: commentId, state: "unknown" },
      { status: 404, headers: noStore },
    );
  }
  // A browser's second report counts nothing and reads as the first did.
  const headers = new Headers(noStore);
  headers.set(
    "Location",
    `${localizePath(locale, paths.blogPost(postId))}?reported=${commentId}#comment-${commentId}`,
  );
  if (browser.setCookie) headers.set("Set-Cookie", browser.setCookie);
  return new Response(null, { status: 303, headers });
}

export async function submitCommentFromForm(
  request: Request,
  postId: number,
  locale: Locale,
  options: CommentActionOptions = {},
) {
  const sent = () =>
    redirect(`${localizePath(locale, paths.blogPost(postId))}?comment=sent#comments`, 303);
  const read = await readSubmission(request);
  if (!read.ok) throw data(null, { status: read.status });
  if (read.fields.intent === "report") {
    return reportComment(request, read.fields, postId, locale, options);
  }
  const values = commentValues(read.fields);
  const refuse = (
    problem?: CommentFormState["problem"],
    errors: CommentErrors = {},
  ): CommentFormState => ({
    values,
    errors,
    problem,
  });
  // The fields first: mistakes come back and the proof stays unused (decision 090).
  const trapped = (read.fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  const checked = checkComment(values);
  if (!trapped && !checked.ok) return refuse(undefined, checked.errors);
  if (!trapped && checked.ok && tooManyLinks(checked.comment.text)) {
    return refuse(undefined, { text: "links" });
  }
  const screen = await screenSubmission(request, read.fields, options);
  if (screen.outcome === "quiet" || !checked.ok) return sent();
  if (screen.outcome === "rate-limited") return refuse("rateLimited");
  if (screen.outcome === "proof") return refuse("proof");
  const address = await screenEmail(checked.comment.email, options);
  if (address.outcome === "quiet") return sent();
  if (address.outcome === "rate-limited") return refuse("rateLimited");
  try {
    await storeSubmission(await (options.database ?? getDatabase)(), {
      kind: COMMENT_KIND,
      email: checked.comment.email,
      emailHash: address.emailHash,
      clientHash: screen.clientHash,
      locale,
      createItem: async (tx) => {
        const row = await insertComment(tx, {
          postId,
          displayName: checked.comment.name,
          text: checked.comment.text,
          language: locale,
        });
        const post = contentIn(locale).blog.blogPosts.find((p) => p.id === postId);
        return {
          itemId: row.id,
          title: translate(locale, "contribute.comments.mailTitle", { title: post?.title ?? "—" }),
        };
      },
      manageUrl: (token) => publicPageUrl(locale, paths.commentManage(token)),
    });
  } catch (error) {
    reportDatabaseError(error);
    log().error("comment not stored", { error: String(error) });
    return refuse("notStored");
  }
  return sent();
}

/** The comment a private link opens (any state), or undefined. */
export async function commentOfLink(request: Request, database = getDatabase) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  if (!token) return undefined;
  const db = await database();
  const row: Contribution | undefined = await contributionByManageToken(db, hashToken(token));
  if (!row || row.kind !== COMMENT_KIND) return undefined;
  const [comment] = await commentsByIds(db, [row.itemId]);
  return comment ? { db, contribution: row, comment } : undefined;
}

/** The writer deletes their comment from the private link: it and its record are gone. */
export async function deleteCommentOfLink(request: Request, database = getDatabase) {
  const found = await commentOfLink(request, database);
  if (!found) return false;
  await found.db.transaction(async (tx) => {
    await deleteComments(tx, [found.comment.id]);
    await deleteContribution(tx, found.contribution.id);
  });
  return true;
}
