import type { OutgoingMail } from "../db/outbox.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { publicOrigin } from "../seo/origin.server.ts";
import { type IssueVersion, issueHtml } from "./issue.ts";
import { issueMail } from "./messages.server.tsx";

/**
 * A newsletter issue's test copies for its editor (issue 18 item 8): every language version
 * written so far as a subscriber would get it, rendered by the same `issueMail`, with "[Test]"
 * before the subject. The unsubscribe link of a test copy leads nowhere: the editor's address
 * subscribes nothing.
 */
export function issueTestMails(
  email: string,
  versions: Partial<Record<Locale, IssueVersion>>,
): Promise<OutgoingMail[]> {
  const origin = publicOrigin();
  return Promise.all(
    (Object.entries(versions) as [Locale, IssueVersion][]).map(async ([locale, version]) => {
      const mail = await issueMail(
        { email, locale, unsubscribeToken: "test-send" },
        { ...version, html: issueHtml(version.markdown, origin, locale) },
      );
      return { ...mail, kind: "newsletter-test", subject: `[Test] ${mail.subject}` };
    }),
  );
}
