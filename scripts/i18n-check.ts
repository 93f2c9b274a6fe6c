/**
 * The translation check (issue 8): every UI message and every content text that English has
 * exists in each other locale, keeps its placeholders, links and HTML tags, and is not simply the
 * English text left in place. `tests/unit/translations.test.ts` runs it in `npm test`; run it
 * directly to see every problem of a locale:
 *
 *   npm run i18n:check            # all locales
 *   npm run i18n:check -- de      # one
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isExportTranslatable, textOf } from "../app/content/localize.ts";
import { defaultLocale, type Locale, locales } from "../app/i18n/locales.ts";

const root = join(import.meta.dirname, "..");
const contentDir = join(root, "app/content");
const messagesDir = join(root, "app/i18n/messages");
const skip = new Set(["schema.ts", "localize.ts", "localized.server.ts"]);

export interface Problem {
  locale: Locale;
  file: string;
  path: string;
  message: string;
}

/**
 * Texts that may read the same in every language: short labels, and names (every longer word
 * capitalised, as in "Swiss Diamond Hotel Prishtina").
 */
function mayMatchEnglish(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.length < 4 || !words.some((word) => word.length > 3 && /^\p{Ll}/u.test(word));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]);
const hrefs = (text: string) => [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const same = (a: unknown[], b: unknown[]) => a.join("\u0000") === b.join("\u0000");

function compareText(english: string, translated: string, problem: (message: string) => void) {
  if (translated.trim() === "") return problem("is empty");
  if (translated === english && !mayMatchEnglish(english)) problem("is still the English text");
  if (!same(placeholders(english), placeholders(translated))) {
    problem(`placeholders differ: {${placeholders(english).join("}, {")}}`);
  }
  if (!same(tags(english), tags(translated))) problem("HTML tags differ from the English");
  if (!same(hrefs(english), hrefs(translated))) problem("links differ from the English");
}

/** Walks the English text tree and the translation side by side. */
function compareTree(
  english: unknown,
  translated: unknown,
  path: string,
  problem: (path: string, message: string) => void,
) {
  if (typeof english === "string") {
    if (typeof translated !== "string") return problem(path, "is missing");
    return compareText(english, translated, (message) => problem(path, message));
  }
  if (english === null || english === undefined) return;
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return problem(path, "is missing (a list)");
    if (translated.length !== english.length) {
      problem(path, `has ${translated.length} items, English has ${english.length}`);
    }
    english.forEach((item, i) => {
      compareTree(item, translated[i], `${path}[${i}]`, problem);
    });
    return;
  }
  if (!translated || typeof translated !== "object") return problem(path, "is missing");
  const theirs = translated as Record<string, unknown>;
  for (const [key, value] of Object.entries(english as Record<string, unknown>)) {
    compareTree(value, theirs[key], path ? `${path}.${key}` : key, problem);
  }
  for (const key of Object.keys(theirs)) {
    if (!(key in (english as object))) problem(path ? `${path}.${key}` : key, "is not in English");
  }
}

async function importFile(file: string): Promise<Record<string, unknown> | undefined> {
  return existsSync(file) ? await import(pathToFileURL(file).href) : undefined;
}

async function checkMessages(locale: Locale, problems: Problem[]) {
  for (const file of readdirSync(join(messagesDir, defaultLocale))) {
    const english = (await importFile(join(messagesDir, defaultLocale, file)))?.default;
    const translated = (await importFile(join(messagesDir, locale, file)))?.default;
    const where = `app/i18n/messages/${locale}/${file}`;
    if (!translated) {
      problems.push({ locale, file: where, path: "", message: "file is missing" });
      continue;
    }
    compareTree(english, translated, "", (path, message) =>
      problems.push({ locale, file: where, path, message }),
    );
  }
}

async function checkContent(locale: Locale, problems: Problem[]) {
  const modules = readdirSync(contentDir).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !skip.has(file),
  );
  for (const file of modules) {
    const module = file.replace(/\.ts$/, "");
    const english = await import(pathToFileURL(join(contentDir, file)).href);
    const expected: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(english)) {
      if (isExportTranslatable(module, name, value)) expected[name] = textOf(module, value);
    }
    if (Object.keys(expected).length === 0) continue;
    const where = `app/content/translations/${locale}/${file}`;
    const translated = (await importFile(join(contentDir, "translations", locale, file)))?.default;
    if (!translated) {
      problems.push({ locale, file: where, path: "", message: "file is missing" });
      continue;
    }
    compareTree(expected, translated, "", (path, message) =>
      problems.push({ locale, file: where, path, message }),
    );
  }
  for (const file of readdirSync(join(contentDir, "blog"))) {
    const english = (await import(pathToFileURL(join(contentDir, "blog", file)).href)).content;
    const where = `app/content/translations/${locale}/blog/${file}`;
    const translated = (await importFile(join(contentDir, "translations", locale, "blog", file)))
      ?.content;
    if (typeof translated !== "string") {
      problems.push({ locale, file: where, path: "content", message: "is missing" });
      continue;
    }
    compareText(english, translated, (message) =>
      problems.push({ locale, file: where, path: "content", message }),
    );
  }
}

export async function checkTranslations(only?: readonly Locale[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const locale of locales) {
    if (locale === defaultLocale || (only && !only.includes(locale))) continue;
    await checkMessages(locale, problems);
    await checkContent(locale, problems);
  }
  return problems;
}

if (import.meta.main) {
  const wanted = process.argv
    .slice(2)
    .filter((arg): arg is Locale => (locales as readonly string[]).includes(arg));
  const problems = await checkTranslations(wanted.length > 0 ? wanted : undefined);
  for (const p of problems) console.log(`${p.file} ${p.path}: ${p.message}`);
  console.log(
    problems.length === 0 ? "All translations complete." : `${problems.length} problems.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
