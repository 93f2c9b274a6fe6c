import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { config } from "../config.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  claimIssueForSending,
  type IssueTexts,
  issueHash,
  LANGUAGE,
  type NewsletterIssueRow,
  recordIssueSent,
  releaseIssue,
  sendingProblems,
} from "../db/newsletter-issues.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { issueOr404, writtenVersions } from "../features/desk/newsletter-issue.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  BackLink,
  cardClass,
  DeskForm,
  deskPageMeta,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { recipientCounts, renderIssue, sendIssue } from "../features/newsletter/issues.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import type { IssueVersion } from "../mail/issue.ts";
import { wakeMailService } from "../mail/service.server.ts";
import type { Route } from "./+types/desk.newsletters.$id.send";

const route = deskRoute("/desk/newsletters/:id/send");

/**
 * Editors and admins (registry.ts): the second step of sending (issue 29 item 4, decision 134).
 * It names how many confirmed subscribers will get the issue, in which language; the button
 * posts the number and the text's fingerprint it was shown, and the send is refused if either
 * changed meanwhile. A plain form post: it works without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const row = await issueOr404(params);
  if (row.sentAt) throw redirect(`/desk/newsletters/${row.id}`);
  const recipients = await recipientCounts(await getDatabase(), row.issue);
  const versions = row.versions as Partial<IssueTexts>;
  return {
    id: row.id,
    issue: row.issue,
    problems: sendingProblems(row),
    fingerprint: issueHash(row.issue, row.versions as IssueTexts),
    recipients: recipients.total,
    languages: locales.map((locale) => ({
      locale,
      label: LANGUAGE[locale],
      subject: versions[locale]?.subject ?? "",
      recipients: recipients.byLocale[locale],
    })),
  };
}

const subscribers = (count: number) =>
  `${count} confirmed ${count === 1 ? "subscriber" : "subscribers"}`;

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const row = await issueOr404(params);
  const problems = sendingProblems(row);
  if (problems.length) return { problem: `Not sent. ${problems.join(" ")}` };
  if (form.get("fingerprint") !== issueHash(row.issue, row.versions as IssueTexts)) {
    return { problem: "Not sent: the text changed since this page was opened. Read it again." };
  }
  const { total } = await recipientCounts(db, row.issue);
  if (form.get("recipients") !== String(total)) {
    return {
      problem: `Not sent: the number of recipients changed since this page was opened; it is now ${total}. Check it and confirm again.`,
    };
  }
  if (total === 0) return { problem: "Not sent: no confirmed subscriber is waiting for it." };
  if (!(await send(row, { id: staff.id, label: staff.email }, total))) {
    return { problem: "Not sent: someone sent it meanwhile, or its text changed since the test." };
  }
  throw redirect(`/desk/newsletters/${row.id}?done=sent`);
}

/** Claims the issue with what goes out, queues it through the CLI's path, records the send. */
async function send(
  row: NewsletterIssueRow,
  actor: { id: string; label: string },
  total: number,
): Promise<boolean> {
  const db = await getDatabase();
  const versions = writtenVersions(row) as Record<Locale, IssueVersion>;
  if (!(await claimIssueForSending(db, row, renderIssue(versions), actor))) return false;
  try {
    const result = await sendIssue(db, row.issue, versions, config().NEWSLETTER_SEND_RATE);
    await recordIssueSent(db, row, { ...result, confirmed: total }, actor);
    wakeMailService();
  } catch (error) {
    await releaseIssue(db, row.id);
    throw error;
  }
  return true;
}

export const meta: Route.MetaFunction = deskPageMeta("Send a newsletter");

export default function DeskNewsletterSend({ loaderData, actionData }: Route.ComponentProps) {
  const { id, issue, problems, fingerprint, recipients, languages } = loaderData;
  return (
    <>
      <BackLink to={`/desk/newsletters/${id}`}>Back to the issue</BackLink>
      <PageTitle>Send “{issue}”</PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {actionData?.problem ? <Notice tone="problem">{actionData.problem}</Notice> : null}
      </div>
      <section aria-labelledby="who" className={`max-w-3xl ${cardClass}`}>
        <h2 id="who" className="text-xl font-bold">
          Who gets it
        </h2>
        <p className="mt-2 text-slate-700">
          Each confirmed subscriber who has not had this issue gets it once, in their language:
        </p>
        <ul className="mt-2 space-y-1">
          {languages.map((language) => (
            <li key={language.locale}>
              <span className="font-semibold">{language.label}</span>:{" "}
              {subscribers(language.recipients)}, subject “
              <span lang={language.locale}>{language.subject}</span>”
            </li>
          ))}
        </ul>
        {problems.length ? (
          <div className="mt-4">
            <p className="font-semibold">It cannot be sent yet:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : recipients === 0 ? (
          <p className="mt-4 font-semibold">No confirmed subscriber is waiting for it.</p>
        ) : (
          <DeskForm className="mt-6 flex flex-wrap gap-3">
            <input type="hidden" name="fingerprint" value={fingerprint} />
            <input type="hidden" name="recipients" value={recipients} />
            <SubmitButton>Send to {subscribers(recipients)}</SubmitButton>
            <Link to={`/desk/newsletters/${id}`} className={buttonClass({ variant: "outline" })}>
              Not now
            </Link>
          </DeskForm>
        )}
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
