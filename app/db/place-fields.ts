/**
 * The desk's destination and experience forms (issue 18 items 3, 4; docs/decisions/100), shared
 * by their server code and their pages (no server imports). Each field says where it lives in
 * the row (`path`: a column, or a text inside `details`), how it is typed, its limits (those of
 * the content files, so a saved text always fits the public page) and whether a translator
 * writes it per language. One form engine serves both types.
 */

export type PlaceType = "destination" | "experience";

/**
 * `text` one line; `long` a text area; `paragraphs` separated by a blank line; `lines` one item
 * per line; `number` a decimal number; `choice` one of a list; `slug` a web address name;
 * `image` a path on this site.
 */
export type PlaceFieldKind =
  | "text"
  | "long"
  | "paragraphs"
  | "lines"
  | "number"
  | "choice"
  | "slug"
  | "image";

export interface PlaceField {
  name: string;
  label: string;
  path: readonly string[];
  kind: PlaceFieldKind;
  /** Characters of a text (of each paragraph or line), or the range of a number. */
  min?: number;
  max?: number;
  /** How many paragraphs or lines. */
  count?: readonly [number, number];
  /** A translator writes it per language. */
  translated?: boolean;
  /** Empty is allowed (only for a choice: "none"). */
  optional?: boolean;
  /** The form's section. */
  section: "Text" | "Place" | "Picture" | "Details";
  hint?: string;
  /** One clear sentence for any problem with it. */
  message: string;
}

const name = (min: number, max: number): PlaceField => ({
  name: "name",
  label: "Name",
  path: ["name"],
  kind: "text",
  min,
  max,
  translated: true,
  section: "Text",
  message: `Give a name of ${min} to ${max} characters`,
});

const COMMON_TEXT: PlaceField[] = [
  {
    name: "slug",
    label: "Web address name",
    path: ["slug"],
    kind: "slug",
    section: "Text",
    hint: "Lower-case letters, digits and hyphens, e.g. rugova-gorge. Unique.",
    message: "Use lower-case letters, digits and hyphens, e.g. rugova-gorge",
  },
  {
    name: "description",
    label: "Card text",
    path: ["description"],
    kind: "long",
    min: 80,
    max: 220,
    translated: true,
    section: "Text",
    hint: "One or two sentences, shown on cards and at the top of the page.",
    message: "Give a card text of 80 to 220 characters",
  },
];

const PICTURE: PlaceField[] = [
  {
    name: "image",
    label: "Picture",
    path: ["image"],
    kind: "image",
    section: "Picture",
    hint: "The path of a picture on this site, e.g. /artwork/destinations/prizren.svg, or pick one from the media library below.",
    message: "Give a picture's path on this site, e.g. /artwork/destinations/prizren.svg",
  },
  {
    name: "imageAlt",
    label: "Picture description",
    path: ["imageAlt"],
    kind: "text",
    min: 8,
    max: 160,
    translated: true,
    section: "Picture",
    message: "Describe the picture in 8 to 160 characters",
  },
];

const coordinate = (axis: "latitude" | "longitude", min: number, max: number): PlaceField => ({
  name: axis,
  label: axis === "latitude" ? "Latitude" : "Longitude",
  path: [axis],
  kind: "number",
  min,
  max,
  section: "Place",
  hint: `A decimal number from ${min} to ${max} (inside Kosovo).`,
  message: `Give the ${axis} as a number from ${min} to ${max}`,
});

const location = (min: number, max: number, hint: string): PlaceField => ({
  name: "location",
  label: "Where (short)",
  path: ["location"],
  kind: "text",
  min,
  max,
  translated: true,
  section: "Place",
  hint,
  message: `Give where it is in ${min} to ${max} characters`,
});

const COORDINATES = [coordinate("latitude", 41.85, 43.27), coordinate("longitude", 19.98, 21.8)];

const paragraphs = (field: string, label: string, count: [number, number]): PlaceField => ({
  name: field,
  label,
  path: ["details", field],
  kind: "paragraphs",
  min: 40,
  max: 2000,
  count,
  translated: true,
  section: "Details",
  hint: "Paragraphs separated by a blank line.",
  message: `Give ${count[0]} to ${count[1]} paragraphs of 40 to 2,000 characters, separated by a blank line`,
});

const lines = (field: string, label: string): PlaceField => ({
  name: field,
  label,
  path: ["details", field],
  kind: "lines",
  min: 3,
  max: 80,
  count: [3, 6],
  translated: true,
  section: "Details",
  hint: "One per line.",
  message: "Give 3 to 6 lines of 3 to 80 characters",
});

const detailText = (
  field: string,
  label: string,
  min: number,
  max: number,
  path: readonly string[] = ["details", field],
): PlaceField => ({
  name: field,
  label,
  path,
  kind: max > 200 ? "long" : "text",
  min,
  max,
  translated: true,
  section: "Details",
  message: `Give ${label.toLocaleLowerCase()} in ${min} to ${max} characters`,
});

const SEASONS = ["winter", "spring", "summer", "autumn"] as const;

const temperature = (season: (typeof SEASONS)[number], end: "highC" | "lowC"): PlaceField => {
  const label = `${season[0]?.toUpperCase()}${season.slice(1)}: ${end === "highC" ? "high" : "low"} (°C)`;
  return {
    name: `${season}${end === "highC" ? "High" : "Low"}`,
    label,
    path: ["details", "climate", season, end],
    kind: "number",
    min: -40,
    max: 50,
    section: "Details",
    hint: "A long-term average, from a source you can name.",
    message: "Give a temperature from -40 to 50 °C",
  };
};

export const DESTINATION_FIELDS: readonly PlaceField[] = [
  name(2, 60),
  ...COMMON_TEXT,
  {
    name: "region",
    label: "Region",
    path: ["region"],
    kind: "choice",
    section: "Place",
    message: "Choose the region",
  },
  location(5, 60, "Shown on cards, e.g. Western Kosovo."),
  ...COORDINATES,
  ...PICTURE,
  paragraphs("overview", "Overview", [1, 4]),
  paragraphs("history", "History", [1, 4]),
  lines("highlights", "Highlights"),
  detailText("gettingThere", "Getting there", 80, 700),
  detailText("bestTime", "Best time to visit", 10, 120),
  detailText("climateNote", "Climate note", 10, 200, ["details", "climate", "note"]),
  ...SEASONS.flatMap((season) => [temperature(season, "highC"), temperature(season, "lowC")]),
];

export const EXPERIENCE_FIELDS: readonly PlaceField[] = [
  name(3, 80),
  ...COMMON_TEXT,
  {
    name: "category",
    label: "Category",
    path: ["category"],
    kind: "choice",
    section: "Text",
    message: "Choose the category",
  },
  location(3, 100, "Shown on cards, e.g. Prizren."),
  {
    name: "destinationId",
    label: "Destination",
    path: ["destinationId"],
    kind: "choice",
    optional: true,
    section: "Place",
    hint: "Its page lists this experience.",
    message: "Choose a destination, or none",
  },
  ...COORDINATES,
  ...PICTURE,
  paragraphs("details", "What it is", [1, 4]),
  detailText("duration", "Duration", 3, 40),
  detailText("season", "When to go", 10, 200),
  lines("whatToBring", "What to bring"),
];

export const PLACE_FIELDS: Record<PlaceType, readonly PlaceField[]> = {
  destination: DESTINATION_FIELDS,
  experience: EXPERIENCE_FIELDS,
};

/** The fields a translator writes per language. */
export const translatedFields = (type: PlaceType) =>
  PLACE_FIELDS[type].filter((field) => field.translated);

export type PlaceFormValues = Record<string, string>;

/** The labels by field name, and by the store's diff names (`details.overview`, `details.climate`). */
export function placeLabels(type: PlaceType): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of PLACE_FIELDS[type]) {
    labels[field.name] = field.label;
    labels[field.path.slice(0, 2).join(".")] ??= field.label;
  }
  return labels;
}

/** What each type is called in the desk. */
export const PLACE_NOUNS: Record<PlaceType, { one: string; many: string; path: string }> = {
  destination: { one: "destination", many: "destinations", path: "/desk/destinations" },
  experience: { one: "experience", many: "experiences", path: "/desk/experiences" },
};
