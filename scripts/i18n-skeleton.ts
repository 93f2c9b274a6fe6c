/**
 * Writes or updates the content translation files (app/content/translations/{locale}/…) from the
 * English content modules: every text the English has, in the shape `textOf` gives. Texts that a
 * file already has at the same place are kept; new English texts are added in English (the content
 * check in `npm test` then reports them as untranslated) and texts the English no longer has are
 * dropped.
 *
 *   npm run i18n:skeleton              # all locales
 *   npm run i18n:skeleton -- sq de     # some
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { isExportTranslatable, type TextTree, textOf } from "../app/content/localize.ts";
import { defaultLocale, locales } from "../app/i18n/locales.ts";

const root = join(import.meta.dirname, "..");
const contentDir = join(root, "app/content");
const skip = new Set(["schema.ts", "localize.ts", "localized.server.ts"]);

function merge(english: TextTree, existing: unknown): TextTree {
  if (typeof english === "string") return typeof existing === "string" ? existing : english;
  if (english === null) return null;
  if (Array.isArray(english)) {
    const old = Array.isArray(existing) ? existing : [];
    return english.map((item, i) => merge(item, old[i]));
  }
  const old = existing && typeof existing === "object" ? (existing as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [key, merge(value, old[key])]),
  );
}

async function load(file: string): Promise<Record<string, unknown>> {
  return existsSync(file) ? await import(pathToFileURL(file).href) : {};
}

const header = (locale: string, source: string) =>
  `/* ${locale} texts of app/content/${source} (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */\n`;

async function writeModule(locale: string, module: string) {
  const english = await import(pathToFileURL(join(contentDir, `${module}.ts`)).href);
  const target = join(contentDir, "translations", locale, `${module}.ts`);
  const existing = ((await load(target)).default ?? {}) as Record<string, unknown>;
  const out: Record<string, TextTree> = {};
  for (const [name, value] of Object.entries(english)) {
    if (!isExportTranslatable(module, name, value)) continue;
    const text = textOf(module, value);
    if (text !== undefined) out[name] = merge(text, existing[name]);
  }
  if (Object.keys(out).length === 0) return undefined;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    `${header(locale, `${module}.ts`)}export default ${JSON.stringify(out, null, 2)};\n`,
  );
  return target;
}

async function writeArticle(locale: string, slug: string) {
  const english = await import(pathToFileURL(join(contentDir, "blog", `${slug}.ts`)).href);
  const target = join(contentDir, "translations", locale, "blog", `${slug}.ts`);
  const existing = await load(target);
  const content = typeof existing.content === "string" ? existing.content : english.content;
  const escaped = String(content).replace(/[`\\]/g, "\\$&").replace(/\$\{/g, "\\${");
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    `${header(locale, `blog/${slug}.ts`)}export const content = \`${escaped}\`;\n`,
  );
  return target;
}

const wanted = process.argv.slice(2);
const targets = locales.filter(
  (locale) => locale !== defaultLocale && (wanted.length === 0 || wanted.includes(locale)),
);
const modules = readdirSync(contentDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !skip.has(file))
  .map((file) => file.replace(/\.ts$/, ""));
const articles = readdirSync(join(contentDir, "blog")).map((file) => file.replace(/\.ts$/, ""));

const written: string[] = [];
for (const locale of targets) {
  for (const module of modules) {
    const file = await writeModule(locale, module);
    if (file) written.push(file);
  }
  for (const slug of articles) written.push(await writeArticle(locale, slug));
}
execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--write", ...written], {
  stdio: "inherit",
});
