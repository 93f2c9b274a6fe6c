import { config } from "../config.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { publicOrigin } from "../seo/origin.server.ts";
import { createMailSender, type MailSender, type MailSenderOptions } from "./sender.server.ts";
import { createMailTransport } from "./transport.server.ts";

/**
 * The process's one mail sender. The app server starts it (server/index.ts, unless
 * `MAIL_SENDER=worker`); `npm run worker` starts it in a process of its own.
 */

let sender: MailSender | undefined;

export interface MailServiceLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Starts sending; resolves with where mail goes (an SMTP server or the `.eml` folder). */
export function startMailService(
  log: MailServiceLog,
  options: Partial<MailSenderOptions> = {},
): string {
  const settings = config();
  const transport = createMailTransport({
    smtpUrl: settings.SMTP_URL,
    dataDir: settings.dataDir,
    from: settings.MAIL_FROM,
    messageIdHost: new URL(publicOrigin()).hostname,
    log: (message, fields) => log.info(message, fields),
  });
  sender ??= createMailSender({
    database: getDatabase,
    transport,
    log: {
      info: (message, fields) => log.info(message, fields),
      warn: (message, fields) => log.warn(message, fields),
      error: (message, fields) => log.error(message, fields),
    },
    ...options,
  });
  return transport.description;
}

/** New mail is queued: send it now rather than at the next poll. */
export function wakeMailService(): void {
  sender?.wake();
}

/** Finishes the message in hand and gives back the rest of the batch. */
export async function stopMailService(): Promise<void> {
  const current = sender;
  sender = undefined;
  await current?.stop();
}
