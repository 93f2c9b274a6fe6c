import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { getDeskEvent } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  DeleteConfirmation,
  PublicationPanel,
  scheduleFields,
  TranslationStates,
} from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  deleteFromForm,
  editionFromForm,
  publishingFromForm,
  saveEventFromForm,
} from "../features/desk/event-actions.server.ts";
import {
  eventCategories,
  formValues,
  valuesFromRecord,
} from "../features/desk/event-form.server.ts";
import { EventForm } from "../features/desk/event-form.tsx";
import { STATUS_LABELS } from "../features/desk/event-form-shared.ts";
import { EventTipPanel } from "../features/desk/event-tip-panel.tsx";
import {
  afterPublication,
  declineTipFromForm,
  proposalFromForm,
  tipPanel,
} from "../features/desk/event-tips.server.ts";
import {
  applyMediaChoice,
  isImagePick,
  mediaChoices,
  pickImage,
} from "../features/desk/media-choice.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  BackLink,
  cardClass,
  DeskForm,
  deskPageMeta,
  Notice,
  PageTitle,
} from "../features/desk/ui.tsx";
import { todayInKosovo } from "../lib/dates.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { formatKosovoDateTime, kosovoInputValue } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.events.$id._index";

const route = deskRoute("/desk/events/:id");

/** Editors and admins: one event's English text, recurrence, editions and publication. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const db = await getDatabase();
  const event = requireFound(await getDeskEvent(db, id));
  const query = new URL(request.url).searchParams;
  const { record } = event;
  const stored = new Set(event.occurrences.map((occurrence) => occurrence.startDate));
  const today = todayInKosovo();
  return {
    id,
    name: record.name,
    version: record.version,
    status: event.status,
    publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
    publishAtInput: record.publishAt ? kosovoInputValue(record.publishAt) : null,
    rrule: record.rrule,
    values: valuesFromRecord(record),
    categories: [...eventCategories],
    translations: event.translations,
    editions: [
      ...event.occurrences
        .filter((occurrence) => (occurrence.endDate ?? occurrence.startDate) < today)
        .map((occurrence) => ({ ...occurrence, source: "stored" as const })),
      ...event.upcoming,
    ].map((occurrence) => ({
      startDate: occurrence.startDate,
      endDate: occurrence.endDate,
      confirmed: occurrence.confirmed,
      stored: stored.has(occurrence.startDate),
    })),
    tip: await tipPanel(db, event),
    confirmDelete: query.get("delete") === "1",
    done: query.get("done"),
    media: await mediaChoices(await getDatabase()),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  const intent = String(form.get("intent"));
  if (intent === "save") {
    const record = (await getDeskEvent(db, id))?.record;
    const stored = record && { image: record.image, imageAlt: record.imageAlt };
    if (isImagePick(form)) {
      return { intent: "save" as const, ...(await pickImage(db, form, formValues, { stored })) };
    }
    await applyMediaChoice(db, form, "image", stored);
    return { intent: "save" as const, ...(await saveEventFromForm(db, staff, id, form)) };
  }
  if (intent === "edition-save" || intent === "edition-remove") {
    return {
      intent,
      edition: String(form.get("replaces") ?? ""),
      ...(await editionFromForm(db, staff, id, form)),
    };
  }
  if (intent === "delete") {
    const outcome = await deleteFromForm(db, staff, id, form);
    if (outcome.ok) throw redirect("/desk/events?done=deleted");
    return { intent, ...outcome };
  }
  if (intent === "tip-decline") {
    const outcome = await declineTipFromForm(db, staff, id, form);
    if (outcome.ok) throw redirect("/desk/events?done=tip-declined");
    return { intent, ...outcome };
  }
  if (intent === "proposal-apply" || intent === "proposal-dismiss") {
    return { intent, ...(await proposalFromForm(db, staff, id, form)) };
  }
  const outcome = await publishingFromForm(db, staff, id, form);
  if (outcome.ok && (intent === "publish" || intent === "schedule")) {
    const event = await getDeskEvent(db, id);
    await afterPublication(db, staff, id, event?.record.publishAt ?? undefined);
  }
  return { intent, ...outcome };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.name}` : "Event")({ error });

const DONE: Record<string, string> = { created: "The event is saved as a draft." };
const smallButton =
  "min-h-11 rounded-md border border-slate-300 bg-white px-3 font-medium hover:bg-slate-100";
const inputClass = "block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2";

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  if (data.confirmDelete) {
    return (
      <DeleteConfirmation
        name={data.name}
        action={`/desk/events/${data.id}?delete=1`}
        back={`/desk/events/${data.id}`}
        version={data.version}
        problem={actionData && !actionData.ok ? actionData.message : undefined}
      />
    );
  }
  const saveOutcome = actionData?.intent === "save" ? actionData : undefined;
  const refusedSave =
    saveOutcome && !saveOutcome.ok && "values" in saveOutcome ? saveOutcome : undefined;
  const otherOutcome = actionData && actionData.intent !== "save" ? actionData : undefined;
  const picked = refusedSave?.picked;
  return (
    <>
      <BackLink to="/desk/events">All events</BackLink>
      <PageTitle
        intro={`Status: ${STATUS_LABELS[data.status]}${data.status === "scheduled" && data.publishAt ? `, public from ${data.publishAt}` : ""}. Version ${data.version}.`}
      >
        {data.name}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {data.done && DONE[data.done] ? <Notice tone="success">{DONE[data.done]}</Notice> : null}
        {saveOutcome?.ok ? <Notice tone="success">{saveOutcome.message}</Notice> : null}
        {refusedSave?.conflict ? <Notice tone="problem">{refusedSave.conflict}</Notice> : null}
        {refusedSave?.message ? <Notice tone="problem">{refusedSave.message}</Notice> : null}
        {otherOutcome ? (
          <Notice tone={otherOutcome.ok ? "success" : "problem"}>
            <span data-testid="outcome">{otherOutcome.message}</span>
          </Notice>
        ) : null}
      </div>

      <nav aria-label="This event" className="mb-8 flex flex-wrap gap-3">
        <Link
          to={`/desk/events/${data.id}/preview`}
          className={buttonClass({ variant: "outline" })}
        >
          Preview
        </Link>
        <Link
          to={`/desk/events/${data.id}/revisions`}
          className={buttonClass({ variant: "outline" })}
        >
          History
        </Link>
        <Link
          to={`/desk/events/${data.id}?delete=1`}
          className="inline-flex min-h-11 items-center px-3 text-red-700 underline"
        >
          Delete…
        </Link>
      </nav>

      {data.tip ? <EventTipPanel tip={data.tip} isDraft={data.status === "draft"} /> : null}

      <PublicationPanel
        status={data.status}
        version={data.version}
        {...scheduleFields(data, otherOutcome)}
      />
      <TranslationStates base={`/desk/events/${data.id}`} states={data.translations} />

      <h2 className="mb-3 text-xl font-bold">English text and recurrence</h2>
      <EventForm
        key={`${data.version}-${picked?.key ?? ""}`}
        intent="save"
        isNew={false}
        values={refusedSave?.values ?? data.values}
        errors={refusedSave?.errors ?? {}}
        categories={data.categories}
        version={data.version}
        storedRule={data.rrule}
        submitLabel="Save changes"
        media={data.media}
        picked={picked}
      />

      <section aria-labelledby="editions" className={`mt-8 ${cardClass}`}>
        <h2 id="editions" className="text-xl font-bold">
          Editions
        </h2>
        <p className="mt-2 text-slate-700">
          The coming year's editions, from the rule and as saved. Confirm an edition once the
          organiser has announced its dates; “expected” dates show as “to be confirmed” on the site.
        </p>
        <ul className="mt-4 space-y-4">
          {data.editions.map((edition) => (
            <li key={edition.startDate} className="rounded-lg border border-slate-200 p-3">
              <DeskForm intent="edition-save" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="expectedVersion" value={data.version} />
                <input type="hidden" name="replaces" value={edition.startDate} />
                <div className="space-y-1">
                  <label htmlFor={`start-${edition.startDate}`} className="block font-semibold">
                    Starts<span className="sr-only"> (edition of {edition.startDate})</span>
                  </label>
                  <input
                    id={`start-${edition.startDate}`}
                    type="date"
                    name="startDate"
                    required
                    defaultValue={edition.startDate}
                    className={inputClass}
                  />
                </div>
                <div className="space-y-1">
                  <label htmlFor={`end-${edition.startDate}`} className="block font-semibold">
                    Ends<span className="sr-only"> (edition of {edition.startDate})</span>
                  </label>
                  <input
                    id={`end-${edition.startDate}`}
                    type="date"
                    name="endDate"
                    defaultValue={edition.endDate ?? ""}
                    className={inputClass}
                  />
                </div>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="confirmed" defaultChecked={edition.confirmed} />
                  Confirmed<span className="sr-only"> (edition of {edition.startDate})</span>
                </label>
                <span className="text-sm text-slate-700">
                  {edition.stored ? "saved" : "from the rule"},{" "}
                  {edition.confirmed ? "confirmed" : "expected"}
                </span>
                <button type="submit" className={smallButton}>
                  Save<span className="sr-only"> the edition of {edition.startDate}</span>
                </button>
              </DeskForm>
              {edition.stored ? (
                <DeskForm intent="edition-remove" className="mt-2">
                  <input type="hidden" name="expectedVersion" value={data.version} />
                  <input type="hidden" name="startDate" value={edition.startDate} />
                  <button type="submit" className="min-h-11 text-red-700 underline">
                    Remove<span className="sr-only"> the edition of {edition.startDate}</span>
                  </button>
                </DeskForm>
              ) : null}
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-bold">Add an edition</h3>
        <DeskForm intent="edition-save" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="expectedVersion" value={data.version} />
          <div className="space-y-1">
            <label htmlFor="new-start" className="block font-semibold">
              New edition starts
            </label>
            <input id="new-start" type="date" name="startDate" required className={inputClass} />
          </div>
          <div className="space-y-1">
            <label htmlFor="new-end" className="block font-semibold">
              New edition ends
            </label>
            <input id="new-end" type="date" name="endDate" className={inputClass} />
          </div>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirmed" />
            Confirmed<span className="sr-only"> (new edition)</span>
          </label>
          <button type="submit" className={smallButton}>
            Add edition
          </button>
        </DeskForm>
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
