import { Form } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { TableHead } from "../components/ui/table-head.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { controlClass } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { issueOr404, kosovoMoment } from "../features/desk/newsletter-issue.server.ts";
import { PageLinks } from "../features/desk/page-links.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, Described, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import {
  type DeliveryState,
  deliveryCounts,
  deliveryPage,
} from "../features/newsletter/issues.server.ts";
import { FINISHED_MAIL_KEEP_DAYS } from "../lib/retention-periods.ts";
import type { Route } from "./+types/desk.newsletters.$id.deliveries";

const route = deskRoute("/desk/newsletters/:id/deliveries");
const PER_PAGE = 50;

const STATE_LABELS: Record<DeliveryState, string> = {
  accepted: "Accepted by the mail server",
  queued: "Queued",
  deferred: "Deferred (to be tried again)",
  failed: "Failed",
  unsubscribed: "Unsubscribed",
  expired: `Left the delivery log (${FINISHED_MAIL_KEEP_DAYS} days after it went)`,
};
const STATES = Object.keys(STATE_LABELS) as DeliveryState[];

/**
 * Editors and admins (registry.ts): an issue's delivery to each subscriber, masked, 50 a page,
 * filtered by state: what `npm run newsletter:log -- <issue>` prints (issue 29 item 4).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const row = await issueOr404(params);
  const search = new URL(request.url).searchParams;
  const typed = search.get("state") ?? "";
  const state = STATES.find((known) => known === typed);
  const db = await getDatabase();
  const found = await deliveryPage(db, row.issue, {
    page: Number(search.get("page") ?? 1),
    perPage: PER_PAGE,
    state,
  });
  const counts = (await deliveryCounts(db, row.issue))[row.issue] ?? null;
  return {
    id: row.id,
    issue: row.issue,
    sent: row.sentAt !== null,
    counts,
    filter: { state: typed },
    error: typed && !state ? "Choose a state from the list" : null,
    query: state ? `state=${state}` : "",
    ...found,
    entries: found.entries.map((entry) => ({ ...entry, at: kosovoMoment(new Date(entry.at)) })),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Newsletter deliveries");

export default function DeskNewsletterDeliveries({ loaderData }: Route.ComponentProps) {
  const { id, issue, sent, counts, filter, error, query, entries, page, pages, total } = loaderData;
  const pager = (where: string) => (
    <PageLinks
      label={`Delivery pages (${where})`}
      path={`/desk/newsletters/${id}/deliveries`}
      {...{ query, page, pages, total }}
      noun={{ one: "delivery", many: "deliveries" }}
    />
  );
  return (
    <>
      <BackLink to={`/desk/newsletters/${id}`}>Back to the issue</BackLink>
      <PageTitle intro="Each subscriber's copy, as the mail servers answered: no tracking pixels, no rewritten links. Addresses are masked.">
        Deliveries of “{issue}”
      </PageTitle>
      {!sent ? <Notice tone="info">This issue has not been sent from the desk.</Notice> : null}
      {counts ? (
        <p className="mb-4 text-slate-700">
          {STATES.map((state) => `${counts[state]} ${STATE_LABELS[state].toLowerCase()}`).join(
            " · ",
          )}
        </p>
      ) : null}
      <search>
        <Form key={filter.state} method="get" className="mb-4 flex flex-wrap items-end gap-4">
          <Described label="State" error={error ?? undefined}>
            {(props) => (
              <select {...props} name="state" defaultValue={filter.state} className={controlClass}>
                <option value="">Any</option>
                {STATES.map((state) => (
                  <option key={state} value={state}>
                    {STATE_LABELS[state]}
                  </option>
                ))}
              </select>
            )}
          </Described>
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Show
          </button>
        </Form>
      </search>
      {pager("top")}
      {entries.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">
              Deliveries of {issue}, in the order they were queued
            </caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "Address (masked)", className: "p-2" },
                { label: "Language", className: "p-2" },
                { label: "State", className: "p-2" },
                { label: "Tries", className: "p-2" },
                { label: "Accepted or queued (Kosovo time)", className: "p-2" },
                { label: "The mail server's answer", className: "p-2" },
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="p-2 font-mono">{entry.to}</td>
                  <td className="p-2">{entry.locale}</td>
                  <td className="p-2">{STATE_LABELS[entry.state]}</td>
                  <td className="p-2">{entry.attempts}</td>
                  <td className="p-2">{entry.at}</td>
                  <td className="p-2 break-all">{entry.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-700">No delivery {filter.state ? "in this state" : "yet"}.</p>
      )}
      {pages > 1 ? pager("bottom") : null}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
