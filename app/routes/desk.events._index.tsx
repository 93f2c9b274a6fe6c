import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { TableHead } from "../components/ui/table-head.tsx";
import { eventsFromTips } from "../db/event-tips.server.ts";
import { type DeskEventFilter, listDeskEvents } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  EVENT_STATUSES as eventStatuses,
  STATE_LABELS,
  STATUS_LABELS,
  TRANSLATION_LANGUAGES,
  TRANSLATION_CODES as translationLocales,
} from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { formatEventDateRange } from "../lib/event-dates.ts";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.events._index";

const route = deskRoute("/desk/events");

function parseFilter(query: URLSearchParams): DeskEventFilter & { q: string } {
  const status = query.get("status");
  const language = query.get("needsTranslation");
  return {
    q: query.get("q")?.slice(0, 100) ?? "",
    search: query.get("q")?.slice(0, 100) || undefined,
    status: (eventStatuses as readonly string[]).includes(status ?? "")
      ? (status as DeskEventFilter["status"])
      : undefined,
    needsTranslation:
      language === "any" || (translationLocales as readonly string[]).includes(language ?? "")
        ? (language as DeskEventFilter["needsTranslation"])
        : undefined,
    needsConfirming: query.get("needsConfirming") === "1",
  };
}

/** Editors and admins (registry.ts): every event, drafts too, with search and filters. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const filter = parseFilter(new URL(request.url).searchParams);
  const db = await getDatabase();
  const events = await listDeskEvents(db, filter);
  const fromTips = await eventsFromTips(
    db,
    events.map((event) => event.id),
  );
  return {
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
    tipDeclined: new URL(request.url).searchParams.get("done") === "tip-declined",
    filter: {
      q: filter.q,
      status: filter.status ?? "",
      needsTranslation: filter.needsTranslation ?? "",
      needsConfirming: Boolean(filter.needsConfirming),
    },
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      fromTip: fromTips.has(event.id),
      town: event.town,
      status: event.status,
      publishAt: event.publishAt ? formatKosovoDateTime(event.publishAt) : null,
      current: event.current
        ? {
            dates: formatEventDateRange(
              event.current.startDate,
              event.current.endDate ?? undefined,
            ),
            confirmed: event.current.confirmed,
          }
        : null,
      translations: event.translations,
      needsConfirming: event.needsConfirming.map((occurrence) =>
        formatEventDateRange(occurrence.startDate, occurrence.endDate ?? undefined),
      ),
    })),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Events");

const selectClass = "block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2";

/** One labelled control of the filter form. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  name,
  defaultValue,
  options,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Filter id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} className={`${selectClass} w-full`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Filter>
  );
}

export default function DeskEvents({ loaderData }: Route.ComponentProps) {
  const { filter, events, deleted, tipDeclined } = loaderData;
  return (
    <>
      <PageTitle intro="Every event, drafts included. Open one to edit its text, dates, translations and history.">
        Events
      </PageTitle>
      {deleted ? (
        <div className="mb-6">
          <Notice tone="success">
            The event is deleted. Its versions are kept: it can be restored from its history.
          </Notice>
        </div>
      ) : null}
      {tipDeclined ? (
        <div className="mb-6">
          <Notice tone="success">
            Tip declined: the organiser is e-mailed your reason, and its draft is deleted.
          </Notice>
        </div>
      ) : null}
      <p className="mb-6">
        <Link to="/desk/events/new" className={buttonClass()}>
          New event
        </Link>
      </p>
      <search>
        <Form
          method="get"
          className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <Filter id="events-q" label="Search">
            <input
              id="events-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              className={`${selectClass} w-full`}
            />
          </Filter>
          <FilterSelect
            id="events-status"
            label="Status"
            name="status"
            defaultValue={filter.status}
            options={[
              { value: "", label: "Any" },
              ...eventStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            ]}
          />
          <FilterSelect
            id="events-translation"
            label="Needs translation"
            name="needsTranslation"
            defaultValue={filter.needsTranslation}
            options={[
              { value: "", label: "No filter" },
              { value: "any", label: "In any language" },
              ...Object.entries(TRANSLATION_LANGUAGES).map(([value, label]) => ({ value, label })),
            ]}
          />
          <div className="flex flex-col justify-end gap-3">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="needsConfirming"
                value="1"
                defaultChecked={filter.needsConfirming}
              />
              Dates need confirming (next 120 days)
            </label>
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Show events
            </button>
          </div>
        </Form>
      </search>
      <p role="status" className="mb-3 text-slate-700">
        {events.length === 1 ? "1 event" : `${events.length} events`}
      </p>
      {events.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">Events</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "Event", className: "p-3" },
                { label: "Status", className: "p-3" },
                { label: "Next edition", className: "p-3" },
                { label: "Translations", className: "p-3" },
              ]}
            />
            <tbody>
              {events.map((event) => (
                <tr key={event.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="p-3 font-normal">
                    <Link
                      to={`/desk/events/${event.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {event.name}
                    </Link>
                    <br />
                    <span className="text-slate-700">{event.town}</span>
                    {event.fromTip ? (
                      <span className="block text-sm font-semibold text-slate-800">
                        Visitor tip
                      </span>
                    ) : null}
                  </th>
                  <td className="p-3">
                    {STATUS_LABELS[event.status]}
                    {event.status === "scheduled" && event.publishAt ? (
                      <span className="block text-sm text-slate-700">from {event.publishAt}</span>
                    ) : null}
                  </td>
                  <td className="p-3">
                    {event.current ? (
                      <>
                        {event.current.dates}{" "}
                        <span className="text-sm text-slate-700">
                          ({event.current.confirmed ? "confirmed" : "expected"})
                        </span>
                      </>
                    ) : (
                      "No date"
                    )}
                    {event.needsConfirming.length > 0 ? (
                      <span className="block text-sm font-semibold text-red-700">
                        Needs confirming: {event.needsConfirming.join("; ")}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-3 text-sm">
                    <ul>
                      {translationLocales.map((locale) => (
                        <li key={locale}>
                          {TRANSLATION_LANGUAGES[locale]}:{" "}
                          {STATE_LABELS[event.translations[locale]]}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-700">No event matches these filters.</p>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
