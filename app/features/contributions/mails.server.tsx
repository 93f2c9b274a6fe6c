import { render } from "@react-email/components";
import type { OutgoingMail } from "../../db/outbox.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { MailDocument } from "../../mail/mail-document.tsx";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "../../seo/meta.ts";
import { publicFileUrl, publicPageUrl } from "../../seo/origin.server.ts";

/**
 * The kit's e-mails to visitors, in their language, queued through the outbox: the link that
 * confirms a submission (with the private link to change or delete it), and the moderator's
 * decision (with the reason, when rejected). `title` names what they sent ("your review of …").
 */

const tr = (locale: Locale) => (key: string, params?: Record<string, string>) =>
  translate(locale, `contribution-mails.${key}`, params);

async function compose(
  kind: string,
  to: string,
  locale: Locale,
  content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    button?: { href: string; label: string };
    after?: string[];
  },
): Promise<OutgoingMail> {
  const t = tr(locale);
  const document = (
    <MailDocument
      lang={locale}
      preview={content.paragraphs[0] ?? content.heading}
      heading={content.heading}
      paragraphs={content.paragraphs}
      button={content.button}
      after={content.after}
      artwork={{
        src: publicFileUrl(DEFAULT_OG_IMAGE.path),
        alt: translate(locale, DEFAULT_OG_IMAGE.altKey),
      }}
      siteUrl={publicPageUrl(locale, paths.home())}
      siteName={SITE_NAME}
      footer={t("footer", { email: to })}
    />
  );
  const [html, text] = await Promise.all([render(document), render(document, { plainText: true })]);
  return {
    recipient: to,
    kind,
    locale,
    subject: content.subject,
    html,
    text,
    link: content.button?.href,
  };
}

export function confirmationMail(options: {
  to: string;
  locale: Locale;
  title: string;
  confirmToken: string;
  manageUrl: string;
}): Promise<OutgoingMail> {
  const t = tr(options.locale);
  const url = publicPageUrl(options.locale, paths.contributionConfirm(options.confirmToken));
  return compose("contribution-confirmation", options.to, options.locale, {
    subject: t("confirm.subject", { title: options.title }),
    heading: t("confirm.heading"),
    paragraphs: [t("confirm.intro", { title: options.title })],
    button: { href: url, label: t("confirm.button") },
    after: [
      t("confirm.expires"),
      t("confirm.fallback", { url }),
      t("confirm.manage", { url: options.manageUrl }),
      t("confirm.ignore"),
    ],
  });
}

export function decisionMail(options: {
  to: string;
  locale: Locale;
  title: string;
  decision: "published" | "rejected";
  reason?: string | null;
  manageUrl?: string;
  /** Where the published item is: its page's path with its anchor, in the writer's language. */
  pagePath?: string;
}): Promise<OutgoingMail> {
  const t = tr(options.locale);
  if (options.decision === "published") {
    const url = options.pagePath ? publicPageUrl(options.locale, options.pagePath) : undefined;
    return compose("contribution-published", options.to, options.locale, {
      subject: t("published.subject", { title: options.title }),
      heading: t("published.heading"),
      paragraphs: [t("published.intro", { title: options.title })],
      button: url ? { href: url, label: t("published.button") } : undefined,
      after: url ? [t("confirm.fallback", { url })] : undefined,
    });
  }
  return compose("contribution-rejected", options.to, options.locale, {
    subject: t("rejected.subject", { title: options.title }),
    heading: t("rejected.heading"),
    paragraphs: [
      t("rejected.intro", { title: options.title }),
      t("rejected.reason", { reason: options.reason?.trim() || t("rejected.noReason") }),
    ],
    after: [t("rejected.after")],
  });
}
