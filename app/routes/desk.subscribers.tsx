import { TableHead } from "../components/ui/table-head.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { eraseSubscriber, subscriberCounts, subscriberStates } from "../db/subscribers.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  DeskForm,
  deskPageMeta,
  Field,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { locales } from "../i18n/locales.ts";
import type { Route } from "./+types/desk.subscribers";

const route = deskRoute("/desk/subscribers");

const LANGUAGES: Record<string, string> = {
  en: "English",
  sq: "Albanian",
  de: "German",
  it: "Italian",
};
const STATES: Record<string, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** Editors and admins (registry.ts): the newsletter's subscribers, counted, exported, erased. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const counts = await subscriberCounts(await getDatabase());
  const languages = [...new Set([...locales, ...counts.map((row) => row.locale)])];
  const table = languages.map((locale) => {
    const cells = subscriberStates.map(
      (state) => counts.find((row) => row.locale === locale && row.status === state)?.count ?? 0,
    );
    return { locale, cells, total: cells.reduce((sum, count) => sum + count, 0) };
  });
  const totals = subscriberStates.map((_, index) =>
    table.reduce((sum, row) => sum + (row.cells[index] ?? 0), 0),
  );
  return {
    states: [...subscriberStates],
    table,
    totals,
    total: totals.reduce((sum, count) => sum + count, 0),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const email = String(form.get("email") ?? "").trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { email, error: "Enter the e-mail address the person asked to remove", erased: null };
  }
  const result = await eraseSubscriber(await getDatabase(), email, {
    id: staff.id,
    label: staff.email,
  });
  return result.erased
    ? { email: "", error: undefined, erased: email }
    : { email, error: "No subscriber has this address: nothing to erase", erased: null };
}

export const meta: Route.MetaFunction = deskPageMeta("Subscribers");

export default function DeskSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { states, table, totals, total } = loaderData;
  return (
    <>
      <PageTitle intro="Who receives the newsletter, by language and state. Addresses are personal data: export them only for the newsletter, and erase one when its owner asks.">
        Subscribers
      </PageTitle>
      <section aria-labelledby="counts">
        <h2 id="counts" className="text-xl font-bold">
          Counts
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Subscribers by language and state</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "Language", className: "p-2" },
                ...states.map((state) => ({
                  label: STATES[state] ?? state,
                  className: "p-2 text-right",
                })),
                { label: "All", className: "p-2 text-right" },
              ]}
            />
            <tbody>
              {table.map((row) => (
                <tr key={row.locale} className="border-b border-slate-200">
                  <th scope="row" className="p-2 font-semibold">
                    {LANGUAGES[row.locale] ?? row.locale}
                  </th>
                  {row.cells.map((count, index) => (
                    <td key={states[index]} className="p-2 text-right tabular-nums">
                      {count}
                    </td>
                  ))}
                  <td className="p-2 text-right tabular-nums">{row.total}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" className="p-2">
                  All languages
                </th>
                {totals.map((count, index) => (
                  <td key={states[index]} className="p-2 text-right tabular-nums">
                    {count}
                  </td>
                ))}
                <td className="p-2 text-right tabular-nums" data-testid="subscribers-total">
                  {total}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="export" className="mt-8">
        <h2 id="export" className="text-xl font-bold">
          Export as CSV
        </h2>
        <p className="mt-2 text-slate-700">
          A spreadsheet file of the addresses with their language, state and dates. Each export is
          recorded in the audit log.
        </p>
        <ul className="mt-3 flex flex-wrap gap-4">
          <li>
            <a href="/desk/subscribers.csv" className="text-brand-700 underline" download>
              All subscribers (CSV)
            </a>
          </li>
          <li>
            <a
              href="/desk/subscribers.csv?state=confirmed"
              className="text-brand-700 underline"
              download
            >
              Confirmed subscribers only (CSV)
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="erase" className={`mt-8 max-w-xl ${cardClass}`}>
        <h2 id="erase" className="text-xl font-bold">
          Erase an address on request
        </h2>
        <p className="mt-2 text-slate-700">
          When someone asks to be forgotten: their subscription, delivery records and every e-mail
          to them still kept are deleted at once. The audit log records that an address was erased,
          not which.
        </p>
        <div className="mt-4 space-y-3" aria-live="polite">
          {actionData?.erased ? (
            <Notice tone="success">{actionData.erased} is erased: nothing of it is kept.</Notice>
          ) : null}
        </div>
        <DeskForm intent="erase" className="mt-4 space-y-4" noValidate>
          <Field
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={actionData?.email}
            error={actionData?.error}
          />
          <SubmitButton>Erase this address</SubmitButton>
        </DeskForm>
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
