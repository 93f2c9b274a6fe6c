import { render } from "@react-email/components";
import type { EventTip } from "../db/event-tips.server.ts";
import type { OutgoingMail } from "../db/outbox.server.ts";
import { translate } from "../i18n/catalogue.server.ts";
import { defaultLocale, isLocale, type Locale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "../seo/meta.ts";
import { publicFileUrl, publicPageUrl } from "../seo/origin.server.ts";
import { MailDocument, type MailDocumentProps } from "./mail-document.tsx";

/**
 * The e-mails an organiser of an event tip receives (issue 19 items 3, 8), in the language they
 * wrote in: confirm the tip, it is published (with the private link to keep it right), or it was
 * declined with the editor's reason. Transactional: no unsubscribe, one per step.
 */

type Body = Pick<MailDocumentProps, "heading" | "paragraphs" | "button" | "after">;

function localeOf(tip: EventTip): Locale {
  return isLocale(tip.locale) ? tip.locale : defaultLocale;
}

async function compose(
  kind: string,
  tip: EventTip,
  content: Body & { subject: string; link?: string },
): Promise<OutgoingMail> {
  const locale = localeOf(tip);
  // Callers skip the mail of a tip whose address was erased (decision 111).
  if (!tip.organiserEmail) throw new Error("the organiser's address is erased");
  const document = (
    <MailDocument
      {...content}
      lang={locale}
      preview={content.paragraphs?.[0] ?? content.heading}
      artwork={{
        src: publicFileUrl(DEFAULT_OG_IMAGE.path),
        alt: translate(locale, DEFAULT_OG_IMAGE.altKey),
      }}
      siteUrl={publicPageUrl(locale, paths.home())}
      siteName={SITE_NAME}
      footer={translate(locale, "contribute.mail.footer", { email: tip.organiserEmail })}
    />
  );
  const [html, text] = await Promise.all([render(document), render(document, { plainText: true })]);
  return {
    recipient: tip.organiserEmail,
    kind,
    locale,
    subject: content.subject,
    html,
    text,
    link: content.link,
  };
}

const tr = (tip: EventTip) => (key: string, params?: Record<string, string>) =>
  translate(localeOf(tip), `contribute.mail.${key}`, { name: tip.name, ...params });

export function tipConfirmationMail(tip: EventTip, token: string): Promise<OutgoingMail> {
  const t = tr(tip);
  const url = publicPageUrl(localeOf(tip), paths.eventTipConfirm(token));
  return compose("event-tip-confirmation", tip, {
    subject: t("confirmSubject"),
    heading: t("confirmHeading"),
    paragraphs: [t("confirmIntro")],
    button: { href: url, label: t("confirmButton") },
    after: [t("confirmExpires"), t("fallback", { url }), t("confirmIgnore")],
    link: url,
  });
}

export function tipPublishedMail(tip: EventTip, manageToken: string): Promise<OutgoingMail> {
  const t = tr(tip);
  const page = publicPageUrl(localeOf(tip), paths.event(tip.eventId ?? 0));
  const manage = publicPageUrl(localeOf(tip), paths.eventManage(manageToken));
  return compose("event-tip-published", tip, {
    subject: t("publishedSubject"),
    heading: t("publishedHeading"),
    paragraphs: [t("publishedIntro")],
    button: { href: page, label: t("publishedButton") },
    after: [t("publishedManage", { url: manage }), t("publishedKeep")],
    link: manage,
  });
}

export function tipDeclinedMail(tip: EventTip): Promise<OutgoingMail> {
  const t = tr(tip);
  return compose("event-tip-declined", tip, {
    subject: t("declinedSubject"),
    heading: t("declinedHeading"),
    paragraphs: [
      t("declinedIntro"),
      t("declinedReason", { reason: tip.declineReason ?? "" }),
      t("declinedAgain"),
    ],
  });
}
