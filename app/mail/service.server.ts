import { config } from "../config.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { todayInKosovo } from "../lib/dates.ts";
import { jobRan } from "../lib/metrics.server.ts";
import { publicOrigin } from "../seo/origin.server.ts";
import {
  type DigestRecipients,
  deskEditorRecipients,
  digestDue,
  isoWeek,
  sendNeedsConfirmingDigest,
} from "./events-digest.server.ts";
import { reasonOf, reportProblem, watchForProblems } from "./problems.server.ts";
import { createMailSender, type MailSender, type MailSenderOptions } from "./sender.server.ts";
import { createMailTransport } from "./transport.server.ts";

/**
 * The process's one mail sender. The app server starts it (server/index.ts, unless
 * `MAIL_SENDER=worker`); `npm run worker` starts it in a process of its own.
 */

let sender: MailSender | undefined;
let digestTimer: ReturnType<typeof setInterval> | undefined;
let watchTimer: ReturnType<typeof setInterval> | undefined;

/** How often the digest schedule looks whether this week's digest is due. */
const DIGEST_CHECK_MS = 60 * 60 * 1000;

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
  // The desk's admins and editors, and the EDITOR_DIGEST_TO addresses as extras.
  startDigestSchedule(deskEditorRecipients(settings.EDITOR_DIGEST_TO ?? []), log);
  startProblemWatch(log);
  return transport.description;
}

/**
 * The weekly "needs confirming" digest of event dates (app/mail/events-digest.server.ts), checked
 * hourly where the mail sender runs. `recipients`: the desk's admins and editors (`deskEditorRecipients`).
 */
export function startDigestSchedule(recipients: DigestRecipients, log: MailServiceLog): void {
  if (digestTimer) return;
  const check = async () => {
    const now = new Date();
    if (!digestDue(now)) return;
    try {
      const result = await sendNeedsConfirmingDigest(await getDatabase(), {
        recipients,
        now,
        today: todayInKosovo(now),
      });
      if (result.sent) {
        log.info("needs-confirming digest queued", { ...result });
        sender?.wake();
      }
    } catch (error) {
      log.error("needs-confirming digest failed", { error: String(error) });
      // Nothing fails silently (issue 18 item 6): the desk shows it and the admins hear of it.
      const week = isoWeek(todayInKosovo(now));
      await reportProblem(await getDatabase(), {
        key: `digest-run:${week}`,
        kind: "digest",
        entity: { type: "digest", id: week },
        message: `The weekly "needs confirming" digest for ${week} could not be prepared: ${reasonOf(error)}. It is tried again every hour.`,
        link: "/desk/events?needsConfirming=1",
        owner: null,
      })
        .then((reported) => (reported ? sender?.wake() : undefined))
        .catch((failure: unknown) =>
          log.error("could not record the digest problem", { error: String(failure) }),
        );
    }
  };
  digestTimer = setInterval(() => void check(), DIGEST_CHECK_MS);
  digestTimer.unref();
  setTimeout(() => void check(), 5_000).unref();
}

/** How often the watch publishes due scheduled items and looks for failed digests. */
const WATCH_MS = 60 * 1000;

/** The desk's watch (app/mail/problems.server.ts), every minute where the mail sender runs. */
export function startProblemWatch(log: MailServiceLog): void {
  if (watchTimer) return;
  const check = async () => {
    try {
      const result = await watchForProblems(await getDatabase());
      jobRan("desk-watch", WATCH_MS);
      if (result.published.length) log.info("scheduled items published", { ...result });
      if (result.problems) {
        log.warn("desk problems reported", { count: result.problems });
        sender?.wake();
      }
    } catch (error) {
      log.error("desk watch failed", { error: String(error) });
    }
  };
  watchTimer = setInterval(() => void check(), WATCH_MS);
  watchTimer.unref();
}

/** New mail is queued: send it now rather than at the next poll. */
export function wakeMailService(): void {
  sender?.wake();
}

/** Finishes the message in hand and gives back the rest of the batch. */
export async function stopMailService(): Promise<void> {
  if (digestTimer) clearInterval(digestTimer);
  digestTimer = undefined;
  if (watchTimer) clearInterval(watchTimer);
  watchTimer = undefined;
  const current = sender;
  sender = undefined;
  await current?.stop();
}
