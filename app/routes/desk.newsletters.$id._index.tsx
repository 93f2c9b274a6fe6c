import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { getDatabase } from "../db/instance.server.ts";
import {
  IssueProblem,
  issueFromForm,
  markIssueTested,
  saveNewsletterIssue,
  sendingProblems,
  testedAsIs,
} from "../db/newsletter-issues.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { LanguageStates, NewsletterForm } from "../features/desk/newsletter-form.tsx";
import {
  formValues,
  issueOr404,
  kosovoMoment,
  languageRows,
  sentLanguages,
  writtenVersions,
} from "../features/desk/newsletter-issue.server.ts";
import { SentIssue } from "../features/desk/newsletter-sent.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  BackLink,
  cardClass,
  DeskForm,
  deskPageMeta,
  FieldProblems,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { deliveryCounts } from "../features/newsletter/issues.server.ts";
import { issueTestMails } from "../mail/newsletter-test.server.ts";
import { wakeMailService } from "../mail/service.server.ts";
import type { Route } from "./+types/desk.newsletters.$id._index";

const route = deskRoute("/desk/newsletters/:id");

/**
 * Editors and admins (registry.ts): one issue. A draft is edited and tested here, and sent from
 * its confirmation page (desk.newsletters.$id.send.tsx); a sent one shows what went out.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const row = await issueOr404(params);
  const base = {
    id: row.id,
    issue: row.issue,
    done: new URL(request.url).searchParams.get("done"),
  };
  if (row.sentAt) {
    const counts = (await deliveryCounts(await getDatabase(), row.issue))[row.issue] ?? null;
    return {
      ...base,
      draft: null,
      sent: { sentAt: kosovoMoment(row.sentAt), sentBy: row.sentBy, counts, ...sentLanguages(row) },
    };
  }
  return {
    ...base,
    sent: null,
    draft: {
      values: formValues(row),
      languages: languageRows(row),
      tested: testedAsIs(row),
      testedAt: row.testedAt ? kosovoMoment(row.testedAt) : null,
      testedTo: row.testedTo,
      problems: sendingProblems(row),
    },
  };
}

type ActionResult = {
  errors: Record<string, string>;
  values?: Record<string, string>;
  problem?: string;
};

export async function action({ request, params }: Route.ActionArgs): Promise<ActionResult> {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const actor = { id: staff.id, label: staff.email };
  const row = await issueOr404(params);
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
    const versions = writtenVersions(row);
    if (Object.keys(versions).length === 0) {
      return {
        errors: {},
        problem: "Write at least one language's subject and text, and save it, before a test.",
      };
    }
    const mails = await issueTestMails(staff.email, versions);
    await markIssueTested(db, row, staff.email, mails, actor);
    wakeMailService();
    throw redirect(`/desk/newsletters/${row.id}?done=tested`);
  }
  return { errors: {}, problem: "Choose what to do with the buttons on the page." };
}

export const meta: Route.MetaFunction = deskPageMeta("Newsletter issue");

const DONE: Record<string, string> = {
  created:
    "The issue is saved as a draft. Languages can wait; send it to yourself as a test before sending it to everyone.",
  saved: "The issue is saved.",
  tested:
    "A test of each written language is on its way to you. Read it; if all is well, send the issue.",
  sent: "The issue is queued for every confirmed subscriber, in their language.",
};

export default function DeskNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { id, issue, done, draft, sent } = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <BackLink to="/desk/newsletters">All newsletters</BackLink>
      <PageTitle>Newsletter: {issue}</PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {done && DONE[done] ? <Notice tone="success">{DONE[done]}</Notice> : null}
        {Object.keys(errors).length ? (
          <FieldProblems count={Object.keys(errors).length} />
        ) : actionData?.problem ? (
          <Notice tone="problem">{actionData.problem}</Notice>
        ) : null}
      </div>
      {sent ? <SentIssue id={id} {...sent} /> : null}
      {draft ? (
        <>
          <section aria-labelledby="sending" className={`mb-8 max-w-3xl ${cardClass}`}>
            <h2 id="sending" className="text-xl font-bold">
              Languages, test, then send
            </h2>
            <LanguageStates languages={draft.languages} />
            <p className="mt-4 text-slate-700">
              {draft.tested && draft.testedAt
                ? `This text was sent as a test to ${draft.testedTo} on ${draft.testedAt}.`
                : "Send this text to yourself first: sending to subscribers is possible once a test of exactly this text has gone out."}
            </p>
            {draft.problems.length ? (
              <div className="mt-3">
                <p className="font-semibold">Before it can go to subscribers:</p>
                <ul className="mt-1 list-disc pl-5">
                  {draft.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <DeskForm intent="test">
                <SubmitButton variant={draft.tested ? "outline" : "primary"}>
                  Send a test to me
                </SubmitButton>
              </DeskForm>
              {draft.problems.length === 0 ? (
                <Link to={`/desk/newsletters/${id}/send`} className={buttonClass()}>
                  Send to subscribers…
                </Link>
              ) : null}
            </div>
          </section>
          <section aria-labelledby="edit" className="max-w-3xl">
            <h2 id="edit" className="mb-4 text-xl font-bold">
              Edit
            </h2>
            <NewsletterForm
              values={actionData?.values ?? draft.values}
              errors={errors}
              languages={draft.languages}
              submit="Save changes"
            />
          </section>
        </>
      ) : null}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
