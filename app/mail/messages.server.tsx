import { render } from "@react-email/components";
import type { OutgoingMail } from "../db/outbox.server.ts";
import { translate } from "../i18n/catalogue.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "../seo/meta.ts";
import { publicFileUrl, publicPageUrl } from "../seo/origin.server.ts";
import { MailDocument, type MailDocumentProps } from "./mail-document.tsx";

/**
 * The e-mails of the newsletter (PRODUCT B12), in the subscriber's language, as HTML and plain
 * text, with RFC 8058 one-click unsubscribe headers. Every link comes from the public origin.
 */

/** The subscriber a message is for. */
export interface MailRecipient {
  email: string;
  locale: Locale;
  unsubscribeToken: string;
}

export function unsubscribeLinks(locale: Locale, token: string) {
  return {
    page: publicPageUrl(locale, paths.newsletterUnsubscribe(token)),
    oneClick: publicFileUrl(paths.newsletterOneClick(token)),
  };
}

type Body = Pick<MailDocumentProps, "heading" | "paragraphs" | "bodyHtml" | "button" | "after">;

async function compose(
  kind: string,
  recipient: MailRecipient,
  content: Body & { subject: string; preview: string; footer: string; link?: string },
): Promise<OutgoingMail> {
  const { locale, email } = recipient;
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const unsubscribe = unsubscribeLinks(locale, recipient.unsubscribeToken);
  const document = (
    <MailDocument
      {...content}
      lang={locale}
      artwork={{ src: publicFileUrl(DEFAULT_OG_IMAGE.path), alt: t(DEFAULT_OG_IMAGE.altKey) }}
      siteUrl={publicPageUrl(locale, paths.home())}
      siteName={SITE_NAME}
      unsubscribe={{ href: unsubscribe.page, label: t("newsletter.mail.unsubscribe") }}
    />
  );
  const [html, text] = await Promise.all([render(document), render(document, { plainText: true })]);
  return {
    recipient: email,
    kind,
    locale,
    subject: content.subject,
    html,
    text,
    link: content.link,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const tr = (locale: Locale) => (key: string, params?: Record<string, string>) =>
  translate(locale, `newsletter.mail.${key}`, params);

export function confirmationMail(
  recipient: MailRecipient,
  confirmToken: string,
): Promise<OutgoingMail> {
  const t = tr(recipient.locale);
  const url = publicPageUrl(recipient.locale, paths.newsletterConfirm(confirmToken));
  return compose("newsletter-confirmation", recipient, {
    subject: t("confirm.subject"),
    preview: t("confirm.preview"),
    heading: t("confirm.heading"),
    paragraphs: [t("confirm.intro", { email: recipient.email })],
    button: { href: url, label: t("confirm.button") },
    after: [t("confirm.expires"), t("confirm.fallback", { url }), t("confirm.ignore")],
    footer: t("footer", { email: recipient.email }),
    link: url,
  });
}

export function welcomeMail(recipient: MailRecipient): Promise<OutgoingMail> {
  const t = tr(recipient.locale);
  const home = publicPageUrl(recipient.locale, paths.home());
  return compose("newsletter-welcome", recipient, {
    subject: t("welcome.subject"),
    preview: t("welcome.preview"),
    heading: t("welcome.heading"),
    paragraphs: [t("welcome.intro")],
    button: { href: home, label: t("welcome.button") },
    footer: t("issue.footer", { email: recipient.email }),
    link: unsubscribeLinks(recipient.locale, recipient.unsubscribeToken).page,
  });
}

/** One language version of a newsletter issue, its body already sanitized HTML. */
export interface IssueVersion {
  subject: string;
  preview: string;
  html: string;
}

export function issueMail(recipient: MailRecipient, version: IssueVersion): Promise<OutgoingMail> {
  const t = tr(recipient.locale);
  return compose("newsletter-issue", recipient, {
    subject: version.subject,
    preview: version.preview,
    heading: version.subject,
    bodyHtml: version.html,
    footer: t("issue.footer", { email: recipient.email }),
    link: unsubscribeLinks(recipient.locale, recipient.unsubscribeToken).page,
  });
}
