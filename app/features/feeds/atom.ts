/**
 * An Atom 1.0 document (RFC 4287) from plain data (docs/decisions/144): every text escaped, every
 * date in RFC 3339, the entries in the order given (the callers put the newest first).
 */

export interface AtomPerson {
  name: string;
  uri?: string;
}

export interface AtomEntry {
  /** A permanent IRI: the entry's page in the feed's language. */
  id: string;
  title: string;
  /** The page the entry is about (`rel="alternate"`). */
  url: string;
  updated: Date;
  published?: Date;
  summary: string;
  author?: AtomPerson;
  categories?: string[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** BCP 47, written as `xml:lang`. */
  language: string;
  /** The feed's own address (`rel="self"`). */
  selfUrl: string;
  /** The page the feed belongs to (`rel="alternate"`). */
  alternateUrl: string;
  author: AtomPerson;
  rights: string;
  /** The feed's `updated` when it has no entry (otherwise its newest entry's). */
  emptyUpdated: Date;
  entries: AtomEntry[];
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text and attribute values, and drops the control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
  );
}

const date = (value: Date) => value.toISOString().replace(/\.\d{3}Z$/, "Z");

function person(tag: "author", who: AtomPerson, indent: string): string {
  const uri = who.uri ? `\n${indent}  <uri>${escapeXml(who.uri)}</uri>` : "";
  return `${indent}<${tag}>\n${indent}  <name>${escapeXml(who.name)}</name>${uri}\n${indent}</${tag}>`;
}

function entryXml(entry: AtomEntry): string {
  const lines = [
    "  <entry>",
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title type="text">${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    `    <updated>${date(entry.updated)}</updated>`,
    ...(entry.published ? [`    <published>${date(entry.published)}</published>`] : []),
    ...(entry.author ? [person("author", entry.author, "    ")] : []),
    ...(entry.categories ?? []).map((term) => `    <category term="${escapeXml(term)}"/>`),
    `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
    "  </entry>",
  ];
  return lines.join("\n");
}

export function buildAtom(feed: AtomFeed): string {
  const newest = feed.entries.reduce<Date | undefined>(
    (latest, entry) => (!latest || entry.updated > latest ? entry.updated : latest),
    undefined,
  );
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    `  <updated>${date(newest ?? feed.emptyUpdated)}</updated>`,
    person("author", feed.author, "  "),
    `  <rights>${escapeXml(feed.rights)}</rights>`,
    ...feed.entries.map(entryXml),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}
