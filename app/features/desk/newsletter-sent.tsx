import { Link } from "react-router";
import { FINISHED_MAIL_KEEP_DAYS } from "../../lib/retention-periods.ts";
import { cardClass, Notice } from "./ui.tsx";

/**
 * A sent newsletter issue (issue 29 item 4, decision 134): what went out, as it was stored at
 * the moment of sending, read-only, with the delivery counts and the way to each address's
 * state.
 */

export interface SentLanguage {
  locale: string;
  label: string;
  subject: string;
  preview: string;
  markdown: string;
  /** The links of the e-mailed HTML, as subscribers got them; null when not kept. */
  links: string[] | null;
}

export interface DeliveryCounts {
  accepted: number;
  queued: number;
  deferred: number;
  failed: number;
  unsubscribed: number;
  expired: number;
}

export function SentIssue({
  id,
  sentAt,
  sentBy,
  counts,
  languages,
  kept,
}: {
  id: number;
  sentAt: string;
  sentBy: string | null;
  counts: DeliveryCounts | null;
  languages: SentLanguage[];
  /** False for an issue sent before the e-mailed copy was stored with it. */
  kept: boolean;
}) {
  return (
    <>
      <Notice tone="info">
        <p>
          Sent {sentAt}
          {sentBy ? ` by ${sentBy}` : ""}. A sent issue cannot change: start a new issue for a new
          text.
        </p>
        <p className="mt-1">
          {counts
            ? `So far: ${counts.accepted} accepted by the mail servers, ${counts.queued} queued, ${counts.deferred} to be tried again, ${counts.failed} failed, ${counts.unsubscribed} unsubscribed before it went.${counts.expired ? ` ${counts.expired} went more than ${FINISHED_MAIL_KEEP_DAYS} days ago and have left the delivery log.` : ""} `
            : "No delivery recorded. "}
          <Link to={`/desk/newsletters/${id}/deliveries`} className="underline">
            Each address's delivery
          </Link>
        </p>
      </Notice>
      <section aria-labelledby="sent-text" className="mt-8 max-w-3xl">
        <h2 id="sent-text" className="text-xl font-bold">
          The text that was sent
        </h2>
        {kept ? null : (
          <p className="mt-2 text-slate-700">
            This issue was sent before the desk kept the e-mailed copy: below is its stored text,
            which could not change after sending.
          </p>
        )}
        {languages.map((language) => (
          <article
            key={language.locale}
            aria-labelledby={`sent-${language.locale}`}
            className={`mt-4 ${cardClass}`}
          >
            <h3 id={`sent-${language.locale}`} className="text-lg font-semibold">
              {language.label}
            </h3>
            <dl className="mt-3 space-y-3">
              <div>
                <dt className="font-semibold">Subject</dt>
                <dd lang={language.locale}>{language.subject}</dd>
              </div>
              <div>
                <dt className="font-semibold">Preview line</dt>
                <dd lang={language.locale}>{language.preview || "—"}</dd>
              </div>
              <div>
                <dt className="font-semibold">Text (Markdown)</dt>
                <dd>
                  <pre
                    lang={language.locale}
                    className="mt-1 overflow-x-auto bg-slate-100 p-3 font-mono text-sm whitespace-pre-wrap"
                  >
                    {language.markdown}
                  </pre>
                </dd>
              </div>
              {language.links ? (
                <div>
                  <dt className="font-semibold">Links as e-mailed</dt>
                  <dd>
                    {language.links.length ? (
                      <ul className="list-disc pl-5 break-all">
                        {language.links.map((link) => (
                          <li key={link}>{link}</li>
                        ))}
                      </ul>
                    ) : (
                      "None"
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          </article>
        ))}
      </section>
    </>
  );
}
