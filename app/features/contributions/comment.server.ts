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
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { COMMENT_KIND } from "./comment-kind.server.ts";
import { HONEYPOT_FIELD } from "./fields.ts";
import { hashToken, readLinkToken } from "./hash.server.ts";
import {
  readSubmission,
  type ScreenOptions,
  screenEmail,
  screenSubmission,
  tooManyLinks,
} from "./screen.server.ts";
import { storeSubmission } from "./submit.server.ts";

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

export async function submitCommentFromForm(
  request: Request,
  postId: number,
  locale: Locale,
  options: ScreenOptions = {},
): Promise<CommentFormState | Response> {
  const sent = () =>
    redirect(`${localizePath(locale, paths.blogPost(postId))}?comment=sent#comments`, 303);
  const read = await readSubmission(request);
  if (!read.ok) throw data(null, { status: read.status });
  const values = commentValues(read.fields);
  const refuse = (problem?: CommentFormState["problem"], errors: CommentErrors = {}) => ({
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
    console.error(`Comment not stored: ${error instanceof Error ? error.message : String(error)}`);
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
