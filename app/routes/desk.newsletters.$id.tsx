import { data, redirect } from "react-router";
import { config } from "../config.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  claimIssueForSending,
  getNewsletterIssue,
  IssueProblem,
  type IssueTexts,
  issueFromForm,
  markIssueTested,
  type NewsletterIssueRow,
  recordIssueSent,
  releaseIssue,
  saveNewsletterIssue,
  testedAsIs,
} from "../db/newsletter-issues.server.ts";
import { subscriberCounts } from "../db/subscribers.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { NewsletterForm } from "../features/desk/newsletter-form.tsx";
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
import { deliveryLog, sendIssue } from "../features/newsletter/issues.server.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { IssueVersion } from "../mail/issue.ts";
import { issueTestMails } from "../mail/newsletter-test.server.ts";
import { wakeMailService } from "../mail/service.server.ts";
import type { Route } from "./+types/desk.newsletters.$id";

const route = deskRoute("/desk/newsletters/:id");

async function issueOf(params: { id?: string }): Promise<NewsletterIssueRow> {
  const row = await getNewsletterIssue(await getDatabase(), Number(params.id));
  if (!row) throw data({ message: "There is no such newsletter issue." }, { status: 404 });
  return row;
}

function valuesOf(row: NewsletterIssueRow): Record<string, string> {
  const values: Record<string, string> = { issue: row.issue };
  for (const locale of locales) {
    const version = (row.versions as IssueTexts)[locale];
    values[`${locale}.subject`] = version?.subject ?? "";
    values[`${locale}.preview`] = version?.preview ?? "";
    values[`${locale}.markdown`] = version?.markdown ?? "";
  }
  return values;
}

/** Every language version as the sending path takes it, dated today. */
function versionsToSend(row: NewsletterIssueRow): Record<Locale, IssueVersion> {
  const today = todayInKosovo();
  return Object.fromEntries(
    locales.map((locale) => {
      const version = (row.versions as IssueTexts)[locale];
      return [locale, { ...version, updated: today }];
    }),
  ) as Record<Locale, IssueVersion>;
}

/** Editors and admins (registry.ts): one issue, its test send and its sending. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const row = await issueOf(params);
  const counts = await subscriberCounts(await getDatabase());
  const deliveries = row.sentAt
    ? ((await deliveryLog(await getDatabase(), row.issue)).totals[row.issue] ?? null)
    : null;
  return {
    deliveries,
    id: row.id,
    issue: row.issue,
    values: valuesOf(row),
    tested: testedAsIs(row),
    testedAt: row.testedAt?.toISOString() ?? null,
    testedTo: row.testedTo,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentBy: row.sentBy,
    confirmed: counts
      .filter((count) => count.status === "confirmed")
      .reduce((sum, count) => sum + count.count, 0),
    done: new URL(request.url).searchParams.get("done"),
  };
}

type ActionResult = {
  errors: Record<string, string>;
  values?: Record<string, string>;
  problem?: string;
  success?: string;
};

export async function action({ request, params }: Route.ActionArgs): Promise<ActionResult> {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const actor = { id: staff.id, label: staff.email };
  const row = await issueOf(params);
  const intent = form.get("intent");
  if (intent === "save") {
    try {
      await saveNewsletterIssue(db, row.id, issueFromForm(form), actor);
    } catch (error) {
      if (!(error instanceof IssueProblem)) throw error;
      const values = Object.fromEntries(
        [...form.entries()].flatMap(([name, value]) =>
          typeof value === "string" && name !== "csrf" ? [[name, value]] : [],
        ),
      );
      return { errors: error.fields, values, problem: error.message };
    }
    throw redirect(`/desk/newsletters/${row.id}?done=saved`);
  }
  if (row.sentAt) return { errors: {}, problem: "This issue was sent already." };
  if (intent === "test") {
    const mails = await issueTestMails(staff.email, versionsToSend(row));
    await markIssueTested(db, row, staff.email, mails, actor);
    wakeMailService();
    throw redirect(`/desk/newsletters/${row.id}?done=tested`);
  }
  if (intent === "send") {
    if (!testedAsIs(row)) {
      return {
        errors: {},
        problem:
          "Send a test to yourself first: the text has changed since the last test, or no test was sent.",
      };
    }
    if (!(await claimIssueForSending(db, row, actor))) {
      return {
        errors: {},
        problem: "Not sent: someone sent it meanwhile, or its text changed since the test.",
      };
    }
    try {
      const result = await sendIssue(
        db,
        row.issue,
        versionsToSend(row),
        config().NEWSLETTER_SEND_RATE,
      );
      await recordIssueSent(db, row, result, actor);
      wakeMailService();
    } catch (error) {
      await releaseIssue(db, row.id);
      throw error;
    }
    throw redirect(`/desk/newsletters/${row.id}?done=sent`);
  }
  return { errors: {}, problem: "Choose what to do with the buttons on the page." };
}

export const meta: Route.MetaFunction = deskPageMeta("Newsletter issue");

const DONE: Record<string, string> = {
  created: "The issue is saved. Send it to yourself as a test before sending it to everyone.",
  saved: "The issue is saved.",
  tested: "A test of each language is on its way to you. Read it; if all is well, send the issue.",
  sent: "The issue is queued for every confirmed subscriber, in their language.",
};

export default function DeskNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, values, tested, testedAt, testedTo, sentAt, sentBy, confirmed, done, deliveries } =
    loaderData;
  return (
    <>
      <BackLink to="/desk/newsletters">All newsletters</BackLink>
      <PageTitle>Newsletter: {issue}</PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {done && DONE[done] ? <Notice tone="success">{DONE[done]}</Notice> : null}
        {actionData?.problem ? <Notice tone="problem">{actionData.problem}</Notice> : null}
      </div>
      {sentAt ? (
        <Notice tone="info">
          <p>
            Sent {formatKosovoDateTime(sentAt)} by {sentBy}.
            {deliveries
              ? ` So far: ${deliveries.accepted} accepted by the mail servers, ${deliveries.queued} queued, ${deliveries.deferred} to be tried again, ${deliveries.failed} failed, ${deliveries.unsubscribed} unsubscribed before it went.`
              : ""}
          </p>
          <p className="mt-1">Each address: npm run newsletter:log -- {issue}</p>
        </Notice>
      ) : (
        <section aria-labelledby="sending" className={`mb-8 max-w-3xl ${cardClass}`}>
          <h2 id="sending" className="text-xl font-bold">
            Test, then send
          </h2>
          <p className="mt-2 text-slate-700">
            {tested && testedAt
              ? `This text was sent as a test to ${testedTo} at ${formatKosovoDateTime(testedAt)}.`
              : "Send this text to yourself first: sending to subscribers is possible once a test of exactly this text has gone out."}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <DeskForm intent="test">
              <SubmitButton variant={tested ? "outline" : "primary"}>
                Send a test to me
              </SubmitButton>
            </DeskForm>
            {tested ? (
              <DeskForm intent="send">
                <SubmitButton>
                  Send to {confirmed} confirmed {confirmed === 1 ? "subscriber" : "subscribers"}
                </SubmitButton>
              </DeskForm>
            ) : null}
          </div>
        </section>
      )}
      {sentAt ? null : (
        <section aria-labelledby="edit" className="max-w-3xl">
          <h2 id="edit" className="mb-4 text-xl font-bold">
            Edit
          </h2>
          <NewsletterForm
            values={actionData?.values ?? values}
            errors={actionData?.errors ?? {}}
            submit="Save changes"
          />
        </section>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
