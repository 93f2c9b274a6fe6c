import type { TextTree } from "./localize.ts";

/**
 * The content lint (issue 16): pure checks over content data, run by content-lint.test.ts on
 * every module and language. Kept apart from the test so each rule has its own negative case.
 */

export type Lang = "en" | "sq" | "de" | "it";

// ---------------------------------------------------------------------------------------------
// Numbers: every figure of an English text appears in its translation, and no other figure does.

/** Thousands separators and decimal marks of each language, reduced to "1234.5". */
function normalize(text: string, lang: Lang): string {
  if (lang === "en") return text.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  const grouped =
    lang === "sq"
      ? text.replace(/(?<!\d[ {2}]?)(\d{1,3})[ {2}](?=\d{3}(?!\d))/g, "$1")
      : text.replace(/(\d)\.(?=\d{3}(?!\d))/g, "$1");
  return grouped.replace(/(\d),(?=\d)/g, "$1.");
}

function figures(text: string): string[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0].replace(/^0+(?=\d)/, ""));
}

/**
 * Figures a translation may write another way: decades ("1960s": "anni Sessanta", "’60") and
 * centuries and other ordinals ("15th": "XV secolo").
 */
function writtenOtherwise(english: string): Set<string> {
  const out = new Set<string>();
  for (const m of english.matchAll(/(\d\d(\d0))s\b/g)) {
    out.add(m[1] ?? "");
    out.add(m[2] ?? ""); // "the 1990s": "vitet ’90"
  }
  for (const m of english.matchAll(/(\d+)(?:st|nd|rd|th)\b/g)) out.add(m[1] ?? "");
  return out;
}

/** Numbers up to twelve, which either side may spell out ("three hours": "3 orë"). */
const isSmall = (n: string) => /^\d+$/.test(n) && Number(n) <= 12;

export type NumberMismatch = { missing: string[]; extra: string[] };

/** The figures that differ between an English text and its translation; null when none do. */
export function numberMismatch(
  english: string,
  translated: string,
  lang: Lang,
): NumberMismatch | null {
  const en = new Set(figures(normalize(english, "en")));
  const tr = new Set(figures(normalize(translated, lang)));
  const other = writtenOtherwise(english);
  let missing = [...en].filter((n) => !tr.has(n) && !other.has(n));
  let extra = [...tr].filter((n) => !en.has(n) && !other.has(n));
  // A small number missing on one side only was spelled out; missing on both, it was changed.
  if (!(missing.some(isSmall) && extra.some(isSmall))) {
    missing = missing.filter((n) => !isSmall(n));
    extra = extra.filter((n) => !isSmall(n));
  }
  return missing.length || extra.length ? { missing, extra } : null;
}

/** Pairs every English text with its translation at the same place of a text tree. */
export function pairTexts(
  english: TextTree | undefined,
  translated: unknown,
  path: string,
  visit: (path: string, english: string, translated: string) => void,
): void {
  if (english === undefined || english === null || translated === undefined || translated === null)
    return;
  if (typeof english === "string") {
    if (typeof translated === "string") visit(path, english, translated);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return;
    for (const [i, item] of english.entries())
      pairTexts(item, translated[i], `${path}[${i}]`, visit);
    return;
  }
  if (typeof translated !== "object") return;
  const other = translated as Record<string, unknown>;
  for (const [key, item] of Object.entries(english)) {
    pairTexts(item, other[key], path ? `${path}.${key}` : key, visit);
  }
}

/** The blocks of an article body (paragraphs, headings, list items), for pairing by position. */
export function htmlBlocks(html: string): string[] {
  return [...html.matchAll(/<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    (m[2] ?? "").replace(/<[^>]+>/g, ""),
  );
}

// ---------------------------------------------------------------------------------------------
// Links: an internal link to an entity says that entity's name.

/** An entity a link may lead to: its name, and other spellings the site uses ("Prishtina"). */
export type LinkTarget = { kind: string; id: string; name: string; aliases?: string[] };
export type ContentLink = { where: string; href: string; text: string };

const ENTITY_PATH =
  /^\/(destinations|cities|attractions|events|experiences|blog)\/(\d+)(?:[?#].*)?$/;

/** Words that name a kind of place rather than the place, so they never count as a match. */
const GENERIC = new Set(
  "park lake cave caves monastery gorge canyon mountain mountains national fortress bridge memorial complex museum old town city tour trip walk walks waterfalls waterfall village villages valley river the and".split(
    " ",
  ),
);

function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !GENERIC.has(w));
}

/** Two words name the same thing when they share a stem: "Rahovec" / "Rahovecit", "Deçan" / "Dečani". */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= Math.max(3, Math.min(a.length, b.length) - 2);
}

/** Whether a link's text names its target (some word of the name appears in the text). */
export function linkNamesTarget(text: string, targetName: string): boolean {
  const inText = words(text);
  const ofName = words(targetName);
  if (ofName.length === 0) return true;
  return ofName.some((w) => inText.some((t) => sameStem(w, t)));
}

/** Links to an entity whose name the link text does not mention, or to no entity at all. */
export function badLinks(
  links: ContentLink[],
  targets: LinkTarget[],
): Array<ContentLink & { target: string }> {
  const byPath = new Map(targets.map((t) => [`${t.kind}/${t.id}`, t]));
  const bad: Array<ContentLink & { target: string }> = [];
  for (const link of links) {
    const m = ENTITY_PATH.exec(link.href);
    if (!m) continue;
    const target = byPath.get(`${m[1]}/${m[2]}`);
    if (target === undefined) bad.push({ ...link, target: "(no such entity)" });
    else if (
      ![target.name, ...(target.aliases ?? [])].some((name) => linkNamesTarget(link.text, name))
    )
      bad.push({ ...link, target: target.name });
  }
  return bad;
}

/** Every anchor of an HTML body as a link. */
export function htmlLinks(where: string, html: string): ContentLink[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    where,
    href: m[1] ?? "",
    text: (m[2] ?? "").replace(/<[^>]+>/g, ""),
  }));
}

/**
 * Every link held in content data: `{ href, label }` objects, and `link` fields whose text is
 * the item's title (with its description, for cards that link as a whole).
 */
export function dataLinks(where: string, value: unknown): ContentLink[] {
  const out: ContentLink[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, `${path}[${i}]`);
      return;
    }
    if (!node || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
    if (typeof o.href === "string" && typeof o.label === "string") {
      out.push({ where: path, href: o.href, text: o.label });
    }
    if (typeof o.link === "string") {
      const text = [o.title, o.name, o.description].filter((s) => typeof s === "string").join(" ");
      out.push({ where: path, href: o.link, text });
    }
    for (const [key, item] of Object.entries(o)) walk(item, `${path}.${key}`);
  };
  walk(value, where);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sources: every factual entity says where its facts come from.

export type Sourced = { sources?: unknown; lastChecked?: unknown };

/** The names of the entities that carry no source. */
export function unsourced(entities: Array<{ label: string; value: Sourced }>): string[] {
  return entities
    .filter(({ value }) => !Array.isArray(value.sources) || value.sources.length === 0)
    .map(({ label }) => label);
}
