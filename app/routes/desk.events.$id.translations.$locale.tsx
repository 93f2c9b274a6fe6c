import {
  getDeskEvent,
  type TranslationLocale,
  translationDiff,
  translationLocales,
} from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { EnglishChanges, onlyChanges } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { translationFromForm } from "../features/desk/event-actions.server.ts";
import { TextArea } from "../features/desk/event-form.tsx";
import {
  STATE_LABELS,
  TRANSLATION_FIELDS,
  TRANSLATION_LANGUAGES,
} from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  BackLink,
  DeskForm,
  deskPageMeta,
  Field,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { notFound, requireFound, requireId } from "../lib/ids.ts";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.events.$id.translations.$locale";

const route = deskRoute("/desk/events/:id/translations/:locale");

function requireLocale(param: string | undefined): TranslationLocale {
  if (!(translationLocales as readonly string[]).includes(param ?? "")) throw notFound();
  return param as TranslationLocale;
}

const FIELD_LABELS: Record<(typeof TRANSLATION_FIELDS)[number], string> = {
  name: "Name",
  description: "Summary",
  details: "Details",
  imageAlt: "Image description",
  location: "Place",
  address: "Address",
  town: "Town",
  dateNote: "Note on the dates",
};

function textsOf(texts: Record<string, unknown> | undefined) {
  const value = (field: string) => {
    const text = texts?.[field];
    if (typeof text === "string") return text;
    const paragraphs = (text as { details?: unknown } | null | undefined)?.details;
    return Array.isArray(paragraphs) ? paragraphs.join("\n\n") : "";
  };
  return Object.fromEntries(TRANSLATION_FIELDS.map((field) => [field, value(field)])) as Record<
    (typeof TRANSLATION_FIELDS)[number],
    string
  >;
}

/**
 * One language's texts of an event (issue 18 item 4): where the translation stands, the English
 * sentences removed and added since it was last saved, the English beside each field, and the
 * form. Saving makes it current again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireLocale(params.locale);
  const db = await getDatabase();
  const event = requireFound(await getDeskEvent(db, id));
  const diff = requireFound(await translationDiff(db, id, locale));
  const { record } = event;
  return {
    id,
    locale,
    name: record.name,
    version: record.version,
    state: diff.state,
    savedAt: diff.savedAt ? formatKosovoDateTime(diff.savedAt) : null,
    changes: onlyChanges(diff.fields),
    english: textsOf(record as unknown as Record<string, unknown>),
    values: textsOf(
      (record.translations as Record<string, Record<string, unknown>>)[locale] ?? undefined,
    ),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireLocale(params.locale);
  const form = await verifiedForm(request);
  return translationFromForm(await getDatabase(), staff, id, locale, form);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(
    loaderData
      ? `${TRANSLATION_LANGUAGES[loaderData.locale]} text of ${loaderData.name}`
      : "Translation",
  )({ error });

export default function EventTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const language = TRANSLATION_LANGUAGES[data.locale];
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.values ?? data.values;
  const errors = refused?.errors ?? {};
  const problems = Object.keys(errors).length;
  return (
    <>
      <BackLink to={`/desk/events/${data.id}`}>Back to {data.name}</BackLink>
      <PageTitle
        intro={`State: ${STATE_LABELS[data.state]}${data.savedAt ? `, last saved ${data.savedAt}` : ", never translated"}.`}
      >
        {language} text of {data.name}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {actionData?.ok ? <Notice tone="success">{actionData.message}</Notice> : null}
        {refused?.conflict ? <Notice tone="problem">{refused.conflict}</Notice> : null}
        {problems > 0 ? (
          <Notice tone="problem">
            {problems === 1
              ? "One field needs correcting; it is marked below. Nothing was saved."
              : `${problems} fields need correcting; they are marked below. Nothing was saved.`}
          </Notice>
        ) : null}
      </div>

      <EnglishChanges language={language} fields={data.changes} labels={FIELD_LABELS} />

      <DeskForm className="space-y-6">
        <input type="hidden" name="expectedVersion" value={data.version} />
        {TRANSLATION_FIELDS.map((field) => {
          const hint = data.english[field] ? `English: ${data.english[field]}` : undefined;
          const label = `${FIELD_LABELS[field]} (${language})`;
          return field === "description" || field === "details" ? (
            <TextArea
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              rows={field === "details" ? 6 : 3}
              required={field === "description"}
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          ) : (
            <Field
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              required={field !== "dateNote"}
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          );
        })}
        <SubmitButton>Save the {language} text</SubmitButton>
      </DeskForm>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
