import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import {
  PLACE_NOUNS,
  type PlaceType,
  placeLabels,
  translatedFields,
} from "../../db/place-fields.ts";
import {
  ContentEditPage,
  DataTable,
  type EditOutcome,
  FilterChoice,
  HistoryPage,
  ListFilters,
  PreviewBar,
  StatusCell,
  TranslationList,
} from "./content-ui.tsx";
import type { FieldErrors } from "./event-form-shared.ts";
import type { PickedImage } from "./media-picker.tsx";
import { PlaceForm } from "./place-form.tsx";
import type {
  editPlaceLoader,
  newPlaceLoader,
  placeHistoryLoader,
  placeListLoader,
  placePreviewLoader,
  placeTranslationLoader,
} from "./place-pages.server.ts";
import { type TranslationOutcome, TranslationPage } from "./translation-page.tsx";
import { BackLink, Notice, PageTitle } from "./ui.tsx";

/**
 * The desk's destination and experience pages (issue 18 items 3, 4, 7; decision 100), one copy
 * for both types: the list, the new item's form, the edit page, the translation page, the
 * history and the preview (the public page itself, in any language).
 */

type Data<Loader extends (...args: never[]) => unknown> = Awaited<ReturnType<Loader>>;
type FormRefusal = {
  ok: false;
  values: Record<string, string>;
  errors: FieldErrors;
  picked?: PickedImage;
};

const capital = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;

const INTROS: Record<PlaceType, string> = {
  destination:
    "The destinations of the site, drafts included. Open one to edit its text, translations and history; unpublishing hides its page from visitors.",
  experience:
    "The things to do, drafts included. Open one to edit its text, translations and history; its reviews stay with it.",
};

export function PlaceListPage({
  type,
  data,
}: {
  type: PlaceType;
  data: Data<typeof placeListLoader>;
}) {
  const noun = PLACE_NOUNS[type];
  const { filter, items, groups, groupField } = data;
  const groupLabel = groupField === "region" ? "Region" : "Category";
  return (
    <>
      <PageTitle intro={INTROS[type]}>{capital(noun.many)}</PageTitle>
      {data.deleted ? (
        <div className="mb-6">
          <Notice tone="success">
            The {noun.one} is deleted. Its versions are kept: it can be restored from its history.
          </Notice>
        </div>
      ) : null}
      <p className="mb-6">
        <Link to={`${noun.path}/new`} className={buttonClass()}>
          New {noun.one}
        </Link>
      </p>
      <ListFilters prefix={noun.many} filter={filter} submitLabel={`Show ${noun.many}`}>
        <FilterChoice
          id={`${noun.many}-${groupField}`}
          label={groupLabel}
          name={groupField}
          value={filter.group}
          options={[{ value: "", label: "Any" }, ...groups]}
        />
      </ListFilters>
      <p role="status" className="mb-3 text-slate-700">
        {items.length === 1 ? `1 ${noun.one}` : `${items.length} ${noun.many}`}
      </p>
      {items.length > 0 ? (
        <div className="overflow-x-auto">
          <DataTable
            caption={capital(noun.many)}
            pad="p-3"
            rowClassName="align-top"
            head={[capital(noun.one), "Status", groupLabel, "Translations"]}
            rows={items.map((item) => ({
              key: String(item.id),
              heading: (
                <>
                  <Link
                    to={`${noun.path}/${item.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {item.name}
                  </Link>
                  <br />
                  <span className="font-normal text-slate-700">{item.location}</span>
                </>
              ),
              cells: [
                <StatusCell key="status" status={item.status} publishAt={item.publishAt} />,
                item.group,
                <TranslationList key="translations" states={item.translations} />,
              ],
            }))}
          />
        </div>
      ) : (
        <p className="text-slate-700">No {noun.one} matches these filters.</p>
      )}
    </>
  );
}

export function NewPlacePage({
  type,
  data,
  outcome,
}: {
  type: PlaceType;
  data: Data<typeof newPlaceLoader>;
  outcome: FormRefusal | undefined;
}) {
  const noun = PLACE_NOUNS[type];
  return (
    <>
      <BackLink to={noun.path}>All {noun.many}</BackLink>
      <PageTitle
        intro={`A new ${noun.one} starts as a draft: visitors see it once you publish it. Write it in English; translations come after.`}
      >
        New {noun.one}
      </PageTitle>
      <PlaceForm
        key={outcome?.picked?.key}
        type={type}
        values={outcome?.values ?? data.values}
        errors={outcome?.errors ?? {}}
        choices={data.choices}
        media={data.media}
        picked={outcome?.picked}
        submitLabel="Save as draft"
      />
    </>
  );
}

export function EditPlacePage({
  type,
  data,
  outcome,
}: {
  type: PlaceType;
  data: Data<typeof editPlaceLoader>;
  outcome:
    | (EditOutcome & {
        values?: Record<string, string>;
        errors?: FieldErrors;
        picked?: PickedImage;
      })
    | undefined;
}) {
  const noun = PLACE_NOUNS[type];
  const refused = outcome?.intent === "save" && !outcome.ok && outcome.values ? outcome : undefined;
  return (
    <ContentEditPage
      noun={noun.one}
      list={{ to: noun.path, label: `All ${noun.many}` }}
      base={`${noun.path}/${data.id}`}
      data={data}
      outcome={outcome}
    >
      <PlaceForm
        key={`${data.version}-${refused?.picked?.key ?? ""}`}
        type={type}
        values={refused?.values ?? data.values}
        errors={refused?.errors ?? {}}
        choices={data.choices}
        media={data.media}
        picked={refused?.picked}
        version={data.version}
        submitLabel="Save changes"
      />
    </ContentEditPage>
  );
}

export function PlaceTranslationPage({
  type,
  data,
  outcome,
}: {
  type: PlaceType;
  data: Data<typeof placeTranslationLoader>;
  outcome: TranslationOutcome | undefined;
}) {
  const fields = translatedFields(type);
  return (
    <TranslationPage
      data={data}
      outcome={outcome}
      back={`${PLACE_NOUNS[type].path}/${data.id}`}
      fields={fields.map((field) => field.name)}
      labels={placeLabels(type)}
      long={
        new Set(fields.filter((field) => !["text", "slug"].includes(field.kind)).map((f) => f.name))
      }
    />
  );
}

export function PlaceHistoryPage({
  type,
  data,
  outcome,
}: {
  type: PlaceType;
  data: Data<typeof placeHistoryLoader>;
  outcome: Parameters<typeof HistoryPage>[0]["outcome"];
}) {
  const noun = PLACE_NOUNS[type];
  return (
    <HistoryPage noun={noun.one} back={`${noun.path}/${data.id}`} data={data} outcome={outcome} />
  );
}

export function PlacePreviewPage({
  type,
  data,
}: {
  type: PlaceType;
  data: Data<typeof placePreviewLoader>;
}) {
  const noun = PLACE_NOUNS[type];
  const { id, locale, status, html } = data;
  return (
    <>
      <PreviewBar what={noun.one} base={`${noun.path}/${id}`} locale={locale} status={status} />
      <div
        lang={locale}
        className="mt-6 rounded-xl border border-slate-200 bg-white"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the public page rendered by React on the server (place-preview.server.tsx): its texts are escaped
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
