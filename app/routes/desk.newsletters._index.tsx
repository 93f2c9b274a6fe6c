import { Link, redirect } from "react-router";
import { TableHead } from "../components/ui/table-head.tsx";
import { getDatabase } from "../db/instance.server.ts";
import {
  IssueProblem,
  issueFromForm,
  listNewsletterIssues,
  saveNewsletterIssue,
  testedAsIs,
} from "../db/newsletter-issues.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { NewsletterForm } from "../features/desk/newsletter-form.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.newsletters._index";

const route = deskRoute("/desk/newsletters");

/** Editors and admins (registry.ts): the newsletter issues written in the desk, and a new one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const issues = await listNewsletterIssues(await getDatabase());
  return {
    issues: issues.map((row) => ({
      id: row.id,
      issue: row.issue,
      subject: row.versions.en?.subject ?? "",
      state: row.sentAt
        ? `sent ${formatKosovoDateTime(row.sentAt)}`
        : testedAsIs(row)
          ? "tested, ready to send"
          : "draft",
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const input = issueFromForm(form);
  try {
    const created = await saveNewsletterIssue(await getDatabase(), undefined, input, {
      id: staff.id,
      label: staff.email,
    });
    throw redirect(`/desk/newsletters/${created.id}?done=created`);
  } catch (error) {
    if (!(error instanceof IssueProblem)) throw error;
    return { errors: error.fields, values: Object.fromEntries(valuesOf(form)) };
  }
}

function valuesOf(form: FormData): [string, string][] {
  return [...form.entries()].flatMap(([name, value]) =>
    typeof value === "string" && name !== "csrf" ? [[name, value]] : [],
  );
}

export const meta: Route.MetaFunction = deskPageMeta("Newsletters");

export default function DeskNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle intro="Write an issue in the four languages, send it to yourself as a test, then to every confirmed subscriber in their language.">
        Newsletters
      </PageTitle>
      {loaderData.issues.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Newsletter issues, newest first</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "Issue", className: "p-2" },
                { label: "Subject (English)", className: "p-2" },
                { label: "State", className: "p-2" },
              ]}
            />
            <tbody>
              {loaderData.issues.map((issue) => (
                <tr key={issue.id} className="border-b border-slate-200">
                  <td className="p-2">
                    <Link to={`/desk/newsletters/${issue.id}`} className="text-brand-700 underline">
                      {issue.issue}
                    </Link>
                  </td>
                  <td className="p-2">{issue.subject}</td>
                  <td className="p-2">{issue.state}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-700">No issue has been written in the desk yet.</p>
      )}
      <section aria-labelledby="new-issue" className="mt-10 max-w-3xl">
        <h2 id="new-issue" className="mb-4 text-xl font-bold">
          New issue
        </h2>
        <NewsletterForm
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          submit="Save the issue"
        />
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
