import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { STATE_LABELS, STATUS_LABELS } from "./event-form-shared.ts";
import { BackLink, cardClass, DeskForm, Notice, PageTitle } from "./ui.tsx";

/**
 * The desk's pieces every content type's pages share (docs/decisions/053): the publication
 * panel, the delete confirmation, the translations' states, the English sentences changed since
 * a translation, the history with compare and restore, and the preview's bar. Plain forms.
 */

const inputClass = "block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2";

type Status = keyof typeof STATUS_LABELS;

/** The schedule field's content: what was typed (or is scheduled), and an autumn hour's two moments. */
export interface ScheduleEntry {
  /** A `datetime-local` value, in Kosovo time. */
  value: string;
  /** The two moments an autumn hour names (the clocks go back): a button for each. */
  choices?: { offset: string; label: string }[];
}

/** Publish now, unpublish, or schedule for a moment (Kosovo time, decision 135). */
export function PublicationPanel({
  status,
  version,
  schedule,
  scheduleError,
}: {
  status: Status;
  version: number;
  /** The field's value: a refused schedule's, else the scheduled moment's. */
  schedule?: ScheduleEntry;
  /** Why the last schedule was refused, beside the field. */
  scheduleError?: string;
}) {
  return (
    <section aria-labelledby="publication" className={`mb-8 ${cardClass}`}>
      <h2 id="publication" className="text-xl font-bold">
        Publication
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {status !== "published" ? (
          <DeskForm intent="publish">
            <input type="hidden" name="expectedVersion" value={version} />
            <button type="submit" className={buttonClass()}>
              Publish now
            </button>
          </DeskForm>
        ) : null}
        {status !== "draft" ? (
          <DeskForm intent="unpublish">
            <input type="hidden" name="expectedVersion" value={version} />
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Unpublish
            </button>
          </DeskForm>
        ) : null}
        <DeskForm intent="schedule" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="expectedVersion" value={version} />
          <div className="max-w-md space-y-1">
            <label htmlFor="publish-at" className="block font-semibold">
              Publish on (Kosovo time)
            </label>
            <p id="publish-at-hint" className="text-sm text-slate-600">
              {SCHEDULE_HINT}
            </p>
            <input
              id="publish-at"
              type="datetime-local"
              name="publishAt"
              required
              defaultValue={schedule?.value}
              className={inputClass}
              aria-invalid={scheduleError ? true : undefined}
              aria-describedby={
                scheduleError ? "publish-at-hint publish-at-error" : "publish-at-hint"
              }
            />
            {scheduleError ? (
              <p id="publish-at-error" className="text-sm font-semibold text-red-700">
                {scheduleError}
              </p>
            ) : null}
          </div>
          {schedule?.choices?.map((choice) => (
            <button
              key={choice.offset}
              type="submit"
              name="publishAtOffset"
              value={choice.offset}
              className={buttonClass({ variant: "outline" })}
            >
              Schedule for {choice.label}
            </button>
          ))}
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Schedule
          </button>
        </DeskForm>
      </div>
    </section>
  );
}

/** What the schedule field says about its clock. */
export const SCHEDULE_HINT =
  "Kosovo time (Europe/Belgrade): CET, UTC+1, in winter; CEST, UTC+2, from the last Sunday of March to the last Sunday of October.";

/** "Delete …?" with the confirming form and a way back. */
export function DeleteConfirmation({
  name,
  action,
  back,
  version,
  problem,
  consequence = "Visitors no longer find it, in any language. Its history stays: it can be restored from its revisions.",
  fields = {},
}: {
  name: string;
  action: string;
  back: string;
  version?: number;
  problem?: string;
  /** What deleting it does. */
  consequence?: string;
  /** Further hidden fields of the confirming form (which item). */
  fields?: Record<string, string>;
}) {
  return (
    <div className={`mx-auto max-w-xl ${cardClass}`}>
      <h1 className="text-2xl font-bold">Delete “{name}”?</h1>
      <p className="mt-3 text-slate-700">{consequence}</p>
      {problem ? (
        <div className="mt-4">
          <Notice tone="problem">{problem}</Notice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <DeskForm intent="delete" action={action}>
          <input type="hidden" name="confirm" value="yes" />
          {version === undefined ? null : (
            <input type="hidden" name="expectedVersion" value={version} />
          )}
          {Object.entries(fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <button type="submit" className={buttonClass()}>
            Delete {name}
          </button>
        </DeskForm>
        <Link to={back} className={buttonClass({ variant: "outline" })}>
          Keep it
        </Link>
      </div>
    </div>
  );
}

export const TRANSLATION_NAMES = { sq: "Albanian", de: "German", it: "Italian" } as const;
type TranslationCode = keyof typeof TRANSLATION_NAMES;

/** Each language's state, linking to its translation page under `base`. */
export function TranslationStates({
  base,
  states,
}: {
  base: string;
  states: Record<TranslationCode, keyof typeof STATE_LABELS>;
}) {
  return (
    <section aria-labelledby="translations" className={`mb-8 ${cardClass}`}>
      <h2 id="translations" className="text-xl font-bold">
        Translations
      </h2>
      <ul className="mt-3 space-y-2">
        {(Object.keys(TRANSLATION_NAMES) as TranslationCode[]).map((locale) => (
          <li key={locale}>
            <Link to={`${base}/translations/${locale}`} className="text-brand-700 underline">
              {TRANSLATION_NAMES[locale]}
            </Link>
            : {STATE_LABELS[states[locale]]}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface FieldChanges {
  field: string;
  changes: { type: "same" | "removed" | "added"; text: string }[];
}

/** The sentences removed and added, without those kept (what the translation page shows). */
export function onlyChanges(fields: readonly FieldChanges[]): FieldChanges[] {
  return fields.map((field) => ({
    field: field.field,
    changes: field.changes.filter((change) => change.type !== "same"),
  }));
}

/** The English sentences removed and added since the translator's last version. */
export function EnglishChanges({
  language,
  fields,
  labels,
}: {
  language: string;
  fields: FieldChanges[];
  labels: Record<string, string>;
}) {
  return (
    <section aria-labelledby="english-changes" className={`mb-8 ${cardClass}`}>
      <h2 id="english-changes" className="text-xl font-bold">
        English changes since the last {language} version
      </h2>
      {fields.length === 0 ? (
        <p className="mt-2 text-slate-700">None: the {language} text follows today's English.</p>
      ) : (
        <dl className="mt-3 space-y-4">
          {fields.map((field) => (
            <div key={field.field}>
              <dt className="font-semibold">{labels[field.field] ?? field.field}</dt>
              <dd>
                <ul className="mt-1 space-y-1">
                  {field.changes.map((change, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: sentences may repeat; their order is the key
                      key={index}
                      className={
                        change.type === "added"
                          ? "rounded-md border-2 border-brand-700 bg-brand-50 px-2"
                          : "rounded-md border-2 border-red-700 bg-red-50 px-2"
                      }
                    >
                      <span className="sr-only">
                        {change.type === "added" ? "Added: " : "Removed: "}
                      </span>
                      {change.text}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** A table with a hidden caption, one row of column headings and a heading cell per row. */
export function DataTable({
  caption,
  pad,
  head,
  rows,
  className = "",
  rowClassName = "",
  headingClassName = "",
}: {
  caption: string;
  pad: "p-2" | "p-3";
  head: string[];
  rows: { key: string; heading: ReactNode; cells: ReactNode[] }[];
  className?: string;
  rowClassName?: string;
  headingClassName?: string;
}) {
  const join = (...classes: string[]) => classes.filter(Boolean).join(" ");
  return (
    <table className={join("w-full border-collapse bg-white text-left", className)}>
      <caption className="sr-only">{caption}</caption>
      <TableHead
        rowClassName="border-b border-slate-300"
        columns={head.map((label) => ({ label, className: pad }))}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={join("border-b border-slate-200", rowClassName)}>
            <th scope="row" className={join(pad, headingClassName)}>
              {row.heading}
            </th>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
              <td key={index} className={pad}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The radio button that picks a version as one end of the comparison. */
function CompareRadio({
  end,
  version,
  compare,
}: {
  end: "from" | "to";
  version: number;
  compare: { from: number; to: number } | null | undefined;
}) {
  return (
    <input
      type="radio"
      name={end}
      value={version}
      defaultChecked={compare?.[end] === version}
      aria-label={`Compare ${end} version ${version}`}
    />
  );
}

export interface RevisionsData {
  /** `at` is ISO 8601 (for `<time>`), `when` the same moment as the desk says it. */
  revisions: { version: number; action: string; author: string; at: string; when: string }[];
  compare: { from: number; to: number } | null;
  changes?: { field: string; before: string; after: string }[];
}

/** What each revision of a content-store item records, as its history lists it. */
export const CONTENT_ACTIONS: Record<string, string> = {
  create: "Created",
  update: "English text changed",
  translate: "Translation saved",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  restore: "Restored",
  delete: "Deleted",
};

/** The revisions as the history page lists them, and two of them compared. */
export async function loadRevisions(
  query: URLSearchParams,
  revisions: { version: number; action: string; author: string | null; createdAt: Date }[],
  compareVersions: (
    from: number,
    to: number,
  ) => Promise<{ field: string; before: unknown; after: unknown }[] | undefined>,
  actionLabels: Record<string, string>,
): Promise<RevisionsData> {
  const show = (value: unknown) =>
    value === undefined || value === null
      ? "—"
      : typeof value === "string"
        ? value
        : JSON.stringify(value, null, 1);
  const to = Number(query.get("to")) || revisions[0]?.version;
  const from = Number(query.get("from")) || revisions[1]?.version;
  const changes = from && to && from !== to ? await compareVersions(from, to) : undefined;
  return {
    revisions: revisions.map((revision) => ({
      version: revision.version,
      action: actionLabels[revision.action] ?? revision.action,
      author: revision.author ?? "the content files",
      at: revision.createdAt.toISOString(),
      when: formatKosovoDateTime(revision.createdAt),
    })),
    compare: from && to ? { from, to } : null,
    changes: changes?.map((change) => ({
      field: change.field,
      before: show(change.before),
      after: show(change.after),
    })),
  };
}

/** The history page's body: restore the previous version, the versions, a comparison. */
export function RevisionsView({
  data,
  outcome,
}: {
  data: RevisionsData;
  outcome?: { ok: boolean; message: string };
}) {
  const { revisions, compare, changes } = data;
  return (
    <>
      <div className="mb-6" aria-live="polite">
        {outcome ? (
          <Notice tone={outcome.ok ? "success" : "problem"}>{outcome.message}</Notice>
        ) : null}
      </div>
      {revisions.length > 1 ? (
        <DeskForm intent="restore-previous" className="mb-8">
          <button type="submit" className={buttonClass()}>
            Restore the previous version
          </button>
        </DeskForm>
      ) : null}
      {revisions.length === 0 ? (
        <p>No versions recorded.</p>
      ) : (
        <Form method="get">
          <div className="overflow-x-auto">
            <DataTable
              caption="Versions, newest first"
              pad="p-3"
              head={["Version", "What", "Who", "When", "Compare from", "Compare to"]}
              rows={revisions.map((revision) => ({
                key: String(revision.version),
                heading: revision.version,
                cells: [
                  revision.action,
                  revision.author,
                  <time key="at" dateTime={revision.at}>
                    {revision.when}
                  </time>,
                  <CompareRadio
                    key="from"
                    end="from"
                    version={revision.version}
                    compare={compare}
                  />,
                  <CompareRadio key="to" end="to" version={revision.version} compare={compare} />,
                ],
              }))}
            />
          </div>
          <button type="submit" className={`mt-4 ${buttonClass({ variant: "outline" })}`}>
            Compare
          </button>
        </Form>
      )}
      {compare && changes ? (
        <section aria-labelledby="comparison" className="mt-8">
          <h2 id="comparison" className="text-xl font-bold">
            Version {compare.from} compared with version {compare.to}
          </h2>
          {changes.length === 0 ? (
            <p className="mt-2">No field differs.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <DataTable
                caption={`Fields that differ between version ${compare.from} and version ${compare.to}`}
                pad="p-2"
                className="text-sm"
                rowClassName="align-top"
                headingClassName="font-mono"
                head={["Field", `Version ${compare.from}`, `Version ${compare.to}`]}
                rows={changes.map((change) => ({
                  key: change.field,
                  heading: change.field,
                  cells: [change.before, change.after],
                }))}
              />
            </div>
          )}
          <DeskForm intent="restore" className="mt-4">
            <input type="hidden" name="version" value={compare.from} />
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Restore version {compare.from}
            </button>
          </DeskForm>
        </section>
      ) : null}
    </>
  );
}

const LANGUAGE_NAMES = { en: "English", sq: "Albanian", de: "German", it: "Italian" } as const;

/** The preview's bar: what is shown, in which language, its status, and the way back. */
export function PreviewBar({
  what,
  base,
  locale,
  status,
}: {
  what: string;
  base: string;
  locale: keyof typeof LANGUAGE_NAMES;
  status: Status;
}) {
  return (
    <Notice tone="info">
      <p>
        <strong>Preview</strong> of how visitors see this {what} in {LANGUAGE_NAMES[locale]}.
        Status: {STATUS_LABELS[status]}
        {status === "published" ? "." : ": visitors do not see it yet."}
      </p>
      <nav aria-label="Preview language" className="mt-2">
        <ul className="flex flex-wrap gap-3">
          {(Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]).map((language) => (
            <li key={language}>
              <Link
                to={`${base}/preview?lang=${language}`}
                aria-current={language === locale ? "page" : undefined}
                className="inline-flex min-h-11 items-center underline"
              >
                {LANGUAGE_NAMES[language]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={base} className="inline-flex min-h-11 items-center font-semibold underline">
              Back to editing
            </Link>
          </li>
        </ul>
      </nav>
    </Notice>
  );
}

/** A list page's filter control. */
export const controlClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/** One filter of a list page, labelled. */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** One filter of a list page with a list of choices. */
export function FilterChoice({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/**
 * A list's status cell: the status, and when a scheduled item goes public (`publishAt` as
 * `formatKosovoDateTime` says it, the same words as the item's page).
 */
export function StatusCell({ status, publishAt }: { status: Status; publishAt: string | null }) {
  return (
    <>
      {STATUS_LABELS[status]}
      {status === "scheduled" && publishAt ? (
        <span className="block text-sm text-slate-700">from {publishAt}</span>
      ) : null}
    </>
  );
}

/** A list's translations cell: each language's state. */
export function TranslationList({
  states,
}: {
  states: Record<TranslationCode, keyof typeof STATE_LABELS>;
}) {
  return (
    <ul className="text-sm">
      {(Object.keys(TRANSLATION_NAMES) as TranslationCode[]).map((locale) => (
        <li key={locale}>
          {TRANSLATION_NAMES[locale]}: {STATE_LABELS[states[locale]]}
        </li>
      ))}
    </ul>
  );
}

/** What the last posted form on an edit page did (its `intent`: save, publish, delete…). */
export type EditOutcome = {
  intent: string;
  ok: boolean;
  message?: string;
  conflict?: unknown;
  schedule?: ScheduleEntry;
};

/**
 * An item's edit page around its English form (every content type): title and status, the
 * outcome of the last action, the links to preview, history and delete, the publication panel
 * and the translations' states; the delete confirmation instead when asked for.
 */
export function ContentEditPage({
  noun,
  list,
  base,
  data,
  outcome,
  children,
}: {
  /** "blog post". */
  noun: string;
  /** The list page: its address and the back link's text. */
  list: { to: string; label: string };
  base: string;
  data: {
    title: string;
    status: Status;
    /** When a scheduled item goes public, as `formatKosovoDateTime` says it. */
    publishAt: string | null;
    /** The same moment as the schedule field shows it (`kosovoInputValue`). */
    publishAtInput: string | null;
    version: number;
    translations: Record<TranslationCode, keyof typeof STATE_LABELS>;
    confirmDelete: boolean;
    done: string | null;
  };
  outcome: EditOutcome | undefined;
  children: ReactNode;
}) {
  if (data.confirmDelete) {
    return (
      <DeleteConfirmation
        name={data.title}
        action={`${base}?delete=1`}
        back={base}
        version={data.version}
        problem={outcome && !outcome.ok ? outcome.message : undefined}
      />
    );
  }
  const saved = outcome?.intent === "save" ? outcome : undefined;
  const other = outcome && outcome.intent !== "save" ? outcome : undefined;
  return (
    <>
      <BackLink to={list.to}>{list.label}</BackLink>
      <PageTitle
        intro={`Status: ${STATUS_LABELS[data.status]}${data.status === "scheduled" && data.publishAt ? `, public from ${data.publishAt}` : ""}. Version ${data.version}.`}
      >
        {data.title}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {data.done === "created" ? (
          <Notice tone="success">The {noun} is saved as a draft.</Notice>
        ) : null}
        {saved?.ok ? <Notice tone="success">{saved.message}</Notice> : null}
        {saved && !saved.ok && typeof saved.conflict === "string" ? (
          <Notice tone="problem">{saved.conflict}</Notice>
        ) : null}
        {saved && !saved.ok && saved.message ? (
          <Notice tone="problem">{saved.message}</Notice>
        ) : null}
        {other ? (
          <Notice tone={other.ok ? "success" : "problem"}>
            <span data-testid="outcome">{other.message}</span>
          </Notice>
        ) : null}
      </div>

      <nav aria-label={`This ${noun}`} className="mb-8 flex flex-wrap gap-3">
        <Link to={`${base}/preview`} className={buttonClass({ variant: "outline" })}>
          Preview
        </Link>
        <Link to={`${base}/revisions`} className={buttonClass({ variant: "outline" })}>
          History
        </Link>
        <Link
          to={`${base}?delete=1`}
          className="inline-flex min-h-11 items-center px-3 text-red-700 underline"
        >
          Delete…
        </Link>
      </nav>

      <PublicationPanel
        status={data.status}
        version={data.version}
        {...scheduleFields(data, other)}
      />
      <TranslationStates base={base} states={data.translations} />

      <h2 className="mb-3 text-xl font-bold">English text</h2>
      {children}
    </>
  );
}

/**
 * The schedule field after the last action: a refused schedule keeps what was typed and says
 * why; otherwise it shows the moment the item is scheduled for.
 */
export function scheduleFields(
  data: { status: Status; publishAtInput: string | null },
  outcome: EditOutcome | undefined,
): { schedule?: ScheduleEntry; scheduleError?: string } {
  if (outcome?.intent === "schedule" && !outcome.ok) {
    return { schedule: outcome.schedule, scheduleError: outcome.message };
  }
  return data.status === "scheduled" && data.publishAtInput
    ? { schedule: { value: data.publishAtInput } }
    : {};
}

/** An item's history page (every content type): versions, compare, restore. */
export function HistoryPage({
  noun,
  back,
  data,
  outcome,
}: {
  /** "blog post". */
  noun: string;
  back: string;
  data: RevisionsData;
  outcome: Parameters<typeof RevisionsView>[0]["outcome"];
}) {
  return (
    <>
      <BackLink to={back}>Back to the {noun}</BackLink>
      <PageTitle
        intro={`Every saved version of this ${noun}. Restoring brings back a version's content as a new version; the ${noun} keeps its publication status.`}
      >
        History
      </PageTitle>
      <RevisionsView data={data} outcome={outcome} />
    </>
  );
}

/**
 * A list page's filters (every content type): words, status, a translation that needs work,
 * and the type's own choices (`children`), sent as a plain GET.
 */
export function ListFilters({
  prefix,
  filter,
  submitLabel,
  children,
}: {
  /** The controls' id prefix: "blog". */
  prefix: string;
  filter: { q: string; status: string; needsTranslation: string };
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <search>
      <Form
        method="get"
        className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterField id={`${prefix}-q`} label="Search">
          <input
            id={`${prefix}-q`}
            type="search"
            name="q"
            defaultValue={filter.q}
            className={controlClass}
          />
        </FilterField>
        <FilterChoice
          id={`${prefix}-status`}
          label="Status"
          name="status"
          value={filter.status}
          options={[
            { value: "", label: "Any" },
            ...(Object.keys(STATUS_LABELS) as Status[]).map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            })),
          ]}
        />
        {children}
        <FilterChoice
          id={`${prefix}-translation`}
          label="Needs translation"
          name="needsTranslation"
          value={filter.needsTranslation}
          options={[
            { value: "", label: "No filter" },
            { value: "any", label: "In any language" },
            ...Object.entries(TRANSLATION_NAMES).map(([value, label]) => ({ value, label })),
          ]}
        />
        <div className="flex flex-col justify-end">
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            {submitLabel}
          </button>
        </div>
      </Form>
    </search>
  );
}
