import { redirect } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { PLACE_NOUNS, type PlaceType } from "../../db/place-fields.ts";
import {
  type DeskPlaceFilter,
  getDeskPlace,
  groupOf,
  listDeskPlaces,
  newPlaceValues,
  placeChoices,
  placeTranslationDiff,
  placeValues,
  previewPlace,
} from "../../db/places.server.ts";
import { messagesFor } from "../../i18n/catalogue.server.ts";
import { defaultLocale, type Locale, localeFromParam } from "../../i18n/locales.ts";
import { FRAME_NAMESPACES, sectionNamespaces } from "../../i18n/namespaces.ts";
import { requireFound, requireId } from "../../lib/ids.ts";
import { formatKosovoDateTime, kosovoInputValue } from "../../lib/kosovo-time.ts";
import { editPageAction, historyOf, restorationFromForm } from "./content-actions.server.ts";
import { verifiedForm } from "./csrf.server.ts";
import { EVENT_STATUSES, TRANSLATION_CODES } from "./event-form-shared.ts";
import { mediaChoices } from "./media-choice.server.ts";
import {
  createPlaceFromForm,
  PLACE_KINDS,
  placeTranslationFromForm,
  savePlaceFromForm,
} from "./place-actions.server.ts";
import type { DeskRoute } from "./registry.ts";
import { requireRoute } from "./staff.server.ts";
import { requireTranslationLocale, translationPageData } from "./translation-page.tsx";

/**
 * The loaders and actions of the desk's destination and experience pages (issue 18 items 3, 4,
 * 7; decision 100): the route modules name their registry entry and their type and call these,
 * so the two types share one copy. Every one checks the route's access first.
 */

interface Args {
  request: Request;
  params: Record<string, string | undefined>;
}

const oneOf = <T extends string>(value: string, known: readonly T[]) =>
  (known as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list: every item, drafts too, with search and filters. */
export async function placeListLoader(type: PlaceType, route: DeskRoute, { request }: Args) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const query = new URL(request.url).searchParams;
  const q = query.get("q")?.slice(0, 100) ?? "";
  const groupField = type === "destination" ? "region" : "category";
  const groups = (await placeChoices(db, type))[groupField] ?? [];
  const filter: DeskPlaceFilter = {
    search: q || undefined,
    status: oneOf(query.get("status") ?? "", EVENT_STATUSES),
    group: oneOf(
      query.get(groupField) ?? "",
      groups.map((group) => group.value),
    ),
    needsTranslation: oneOf(query.get("needsTranslation") ?? "", [
      ...TRANSLATION_CODES,
      "any",
    ] as const),
  };
  const items = await listDeskPlaces(db, type, filter);
  return {
    deleted: query.get("done") === "deleted",
    groupField,
    groups,
    filter: {
      q,
      status: filter.status ?? "",
      group: filter.group ?? "",
      needsTranslation: filter.needsTranslation ?? "",
    },
    items: items.map(({ record, status, translations }) => ({
      id: record.id,
      name: record.name,
      location: record.location,
      group: groupOf(record),
      status,
      publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
      translations,
    })),
  };
}

/** A new item's empty form, with the lists and the media library's images. */
export async function newPlaceLoader(type: PlaceType, route: DeskRoute, { request }: Args) {
  await requireRoute(request, route);
  const db = await getDatabase();
  return {
    values: newPlaceValues(type),
    choices: await placeChoices(db, type),
    media: await mediaChoices(db),
  };
}

/** Saves a new item as a draft and opens it; a refused form comes back with what was typed. */
export async function newPlaceAction(type: PlaceType, route: DeskRoute, { request }: Args) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  const outcome = await createPlaceFromForm(await getDatabase(), staff, type, form);
  if (outcome.ok) throw redirect(`${PLACE_NOUNS[type].path}/${outcome.id}?done=created`);
  return outcome;
}

/** One item's English fields, publication and translations. */
export async function editPlaceLoader(type: PlaceType, route: DeskRoute, args: Args) {
  await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const db = await getDatabase();
  const item = requireFound(await getDeskPlace(db, type, id));
  const query = new URL(args.request.url).searchParams;
  const { record } = item;
  return {
    id,
    title: record.name,
    version: record.version,
    status: item.status,
    publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
    publishAtInput: record.publishAt ? kosovoInputValue(record.publishAt) : null,
    values: placeValues(type, record),
    choices: await placeChoices(db, type),
    media: await mediaChoices(db),
    translations: item.translations,
    confirmDelete: query.get("delete") === "1",
    done: query.get("done"),
  };
}

export async function editPlaceAction(type: PlaceType, route: DeskRoute, args: Args) {
  const staff = await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const form = await verifiedForm(args.request);
  const db = await getDatabase();
  return editPageAction(db, staff, PLACE_KINDS[type], id, form, PLACE_NOUNS[type].path, () =>
    savePlaceFromForm(db, staff, type, id, form),
  );
}

/** The item's history: versions, compare, restore. */
export async function placeHistoryLoader(type: PlaceType, route: DeskRoute, args: Args) {
  await requireRoute(args.request, route);
  const query = new URL(args.request.url).searchParams;
  return historyOf(await getDatabase(), PLACE_KINDS[type], requireId(args.params.id), query);
}

/** Restores a version (or the one before the newest) as a new version. */
export async function placeRestoreAction(type: PlaceType, route: DeskRoute, args: Args) {
  const staff = await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const form = await verifiedForm(args.request);
  return restorationFromForm(await getDatabase(), staff, PLACE_KINDS[type], id, form);
}

/** One language's texts with the English sentences changed since (item 4). */
export async function placeTranslationLoader(type: PlaceType, route: DeskRoute, args: Args) {
  await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const locale = requireTranslationLocale(args.params.locale);
  const db = await getDatabase();
  const { record } = requireFound(await getDeskPlace(db, type, id));
  const diff = requireFound(await placeTranslationDiff(db, type, id, locale));
  const translated = placeValues(type, record, locale);
  return translationPageData(
    {
      ...placeValues(type, record),
      id,
      title: record.name,
      version: record.version,
      translations: { [locale]: translated },
    },
    locale,
    diff,
    Object.keys(translated),
  );
}

export async function placeTranslationAction(type: PlaceType, route: DeskRoute, args: Args) {
  const staff = await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const locale = requireTranslationLocale(args.params.locale);
  const form = await verifiedForm(args.request);
  return placeTranslationFromForm(await getDatabase(), staff, type, id, locale, form);
}

/** Renders the item's public page to HTML (given by the route: it composes the features). */
export type PreviewRenderer<Row> = (
  db: Database,
  row: Row,
  locale: Locale,
  catalogue: unknown,
) => Promise<string>;

/**
 * The public page of the item as a visitor would see it, in any language, whatever its status
 * (staff only; drafts stay invisible on the public site).
 */
export async function placePreviewLoader<Row>(
  type: PlaceType,
  route: DeskRoute,
  args: Args,
  render: PreviewRenderer<Row>,
) {
  await requireRoute(args.request, route);
  const id = requireId(args.params.id);
  const locale =
    localeFromParam(new URL(args.request.url).searchParams.get("lang") ?? undefined) ??
    defaultLocale;
  const db = await getDatabase();
  const { status } = requireFound(await getDeskPlace(db, type, id));
  const row = requireFound(await previewPlace(db, type, id, locale));
  const catalogue = messagesFor(locale, [
    ...FRAME_NAMESPACES,
    ...sectionNamespaces(PLACE_NOUNS[type].many),
  ]);
  return { id, locale, status, html: await render(db, row as Row, locale, catalogue) };
}
