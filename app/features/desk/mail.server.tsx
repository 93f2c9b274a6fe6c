import { render } from "@react-email/components";
import type { OutgoingMail } from "../../db/outbox.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { MailDocument } from "../../mail/mail-document.tsx";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "../../seo/meta.ts";
import { publicFileUrl } from "../../seo/origin.server.ts";
import type { StaffRole } from "./roles.ts";

/**
 * The desk's e-mails (staff only, in English like the desk): the invitation and the password
 * reset. Both carry a one-time link built from the public origin.
 */

async function compose(
  kind: string,
  to: string,
  content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    link: string;
    button: string;
    after: string[];
  },
): Promise<OutgoingMail> {
  const document = (
    <MailDocument
      lang="en"
      preview={content.paragraphs[0] ?? content.heading}
      heading={content.heading}
      paragraphs={content.paragraphs}
      button={{ href: content.link, label: content.button }}
      after={content.after}
      artwork={{
        src: publicFileUrl(DEFAULT_OG_IMAGE.path),
        alt: translate("en", DEFAULT_OG_IMAGE.altKey),
      }}
      siteUrl={publicFileUrl("/")}
      siteName={SITE_NAME}
      footer={`This e-mail went to ${to} because of the Explore Kosovo editors' desk.`}
    />
  );
  const [html, text] = await Promise.all([render(document), render(document, { plainText: true })]);
  return {
    recipient: to,
    kind,
    locale: "en",
    subject: content.subject,
    html,
    text,
    link: content.link,
  };
}

export function invitationMail(to: string, role: StaffRole, link: string, expiresAt: Date) {
  return compose("desk-invitation", to, {
    subject: "You are invited to the Explore Kosovo desk",
    heading: "Join the editors' desk",
    paragraphs: [
      `You are invited to the Explore Kosovo editors' desk as ${role === "admin" ? "an admin" : `a ${role}`}. Open the link to choose your password.`,
    ],
    link,
    button: "Choose a password",
    after: [
      `The link works once, until ${formatKosovoDateTime(expiresAt)}.`,
      `If the button does not work, copy this address into your browser: ${link}`,
      "If you did not expect this, ignore this e-mail: nothing happens without the link.",
    ],
  });
}

export function passwordResetMail(to: string, link: string) {
  return compose("desk-password-reset", to, {
    subject: "Reset your Explore Kosovo desk password",
    heading: "Choose a new password",
    paragraphs: ["Someone asked to reset the password of your Explore Kosovo desk account."],
    link,
    button: "Choose a new password",
    after: [
      "The link works once, for one hour. Your other sessions end when you set the new password.",
      `If the button does not work, copy this address into your browser: ${link}`,
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ],
  });
}
