import { contentIn } from "../../content/localized.server.ts";
import { commentsByIds, deleteComments, setCommentStatus } from "../../db/comments.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { defaultLocale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { type QueueItem, registerContributionKind } from "./kinds.server.ts";

/** Blog comments as a kind of contribution (issue 19 item 4; decision 096). */

export const COMMENT_KIND = "comment";

function postTitle(postId: number, locale = defaultLocale) {
  return contentIn(locale).blog.blogPosts.find((post) => post.id === postId)?.title;
}

registerContributionKind({
  kind: COMMENT_KIND,
  label: "Blog comment",
  async describe(db, ids) {
    const described = new Map<number, QueueItem>();
    for (const row of await commentsByIds(db, ids)) {
      const title = postTitle(row.postId);
      described.set(row.id, {
        heading: row.text.length > 80 ? `${row.text.slice(0, 77)}…` : row.text,
        lines: [`Written in ${row.language}`, row.text],
        where: title
          ? { label: title, href: paths.blogPost(row.postId) }
          : { label: `Blog post ${row.postId} (gone)`, href: paths.blog() },
        author: row.displayName,
      });
    }
    return described;
  },
  setStatus: (db, id, status) => setCommentStatus(db, id, status),
  remove: (db, ids) => deleteComments(db, ids),
  async title(db, id, locale) {
    const [row] = await commentsByIds(db, [id]);
    return translate(locale, "contribute.comments.mailTitle", {
      title: (row && postTitle(row.postId, locale)) ?? "—",
    });
  },
  async pagePath(db, id) {
    const [row] = await commentsByIds(db, [id]);
    return row ? paths.commentOnPage(row.postId, row.id) : undefined;
  },
});
