/**
 * CSV of a kind's records (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a quote, comma or line break, quotes doubled). A cell that a spreadsheet would read as a
 * formula (starting with `=`, `+`, `-` or `@`) gets a leading `'` (OWASP's CSV injection advice).
 */

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvTable(header: readonly string[], rows: readonly unknown[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

type Flat = [column: string, value: unknown][];

interface Sourced {
  url: string;
}
interface Pictured {
  url: string;
  credit: string | null;
  licence: { id: string } | null;
}
interface Dated {
  startDate: string;
  endDate: string | null;
  confirmed: boolean;
}

/** One field of a record as CSV columns: nested values become their own columns or joined text. */
function flatten(key: string, value: unknown): Flat {
  switch (key) {
    case "coordinates": {
      const point = value as { lat: number; lng: number };
      return [
        ["lat", point.lat],
        ["lng", point.lng],
      ];
    }
    case "licence": {
      const licence = value as { id: string; attribution: string };
      return [
        ["licence", licence.id],
        ["attribution", licence.attribution],
      ];
    }
    case "images": {
      const first = (value as Pictured[])[0];
      return [
        ["image", first?.url ?? ""],
        ["imageCredit", first?.credit ?? ""],
        ["imageLicence", first?.licence?.id ?? ""],
      ];
    }
    case "sources":
      return [["sources", (value as Sourced[]).map((source) => source.url).join(" | ")]];
    case "editions":
      return [
        [
          "editions",
          (value as Dated[])
            .map(
              (edition) =>
                `${edition.startDate}${edition.endDate ? `/${edition.endDate}` : ""} ${edition.confirmed ? "confirmed" : "expected"}`,
            )
            .join(" | "),
        ],
      ];
    default:
      if (Array.isArray(value)) return [[key, value.join(" | ")]];
      if (value !== null && typeof value === "object") return [[key, JSON.stringify(value)]];
      return [[key, value]];
  }
}

/** The records as one CSV table, columns in the schema's field order. */
export function recordsCsv(fields: readonly string[], records: Record<string, unknown>[]): string {
  const header = fields.flatMap((field) => flatten(field, sample(field)).map(([column]) => column));
  const rows = records.map((record) =>
    fields.flatMap((field) => flatten(field, record[field] ?? sample(field)).map(([, v]) => v)),
  );
  return csvTable(header, rows);
}

/** A stand-in value of a field, for its column names when a list is empty. */
function sample(field: string): unknown {
  switch (field) {
    case "coordinates":
      return { lat: "", lng: "" };
    case "licence":
      return { id: "", attribution: "" };
    case "images":
    case "sources":
    case "editions":
      return [];
    default:
      return "";
  }
}
