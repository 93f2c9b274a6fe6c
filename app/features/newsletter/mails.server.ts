import type { MailFor, Subscriber } from "../../db/newsletter.server.ts";
import { defaultLocale, isLocale, type Locale } from "../../i18n/locales.ts";
import { confirmationMail, welcomeMail } from "../../mail/messages.server.tsx";

/** The database layer hands us stored rows; the templates want a known language. */
export function recipientOf(subscriber: Subscriber) {
  const locale: Locale = isLocale(subscriber.locale) ? subscriber.locale : defaultLocale;
  return { email: subscriber.email, locale, unsubscribeToken: subscriber.unsubscribeToken };
}

export const confirmationFor = (subscriber: Subscriber, confirmToken: string) =>
  confirmationMail(recipientOf(subscriber), confirmToken);

export const welcomeFor: MailFor = (subscriber) => welcomeMail(recipientOf(subscriber));
