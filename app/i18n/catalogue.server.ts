import { defaultLocale, type Locale, locales } from "./locales.ts";
import { type Catalogue, flattenMessages, type Params, translator } from "./messages.ts";

type Module = { default: Record<string, unknown> };

const modules = import.meta.glob<Module>("./messages/*/*.ts", { eager: true });

const own: Partial<Record<Locale, Catalogue>> = {};
for (const [file, module] of Object.entries(modules)) {
  const match = /\.\/messages\/([a-z]+)\/([a-z-]+)\.ts$/.exec(file);
  if (!match) continue;
  const [, locale, area] = match as unknown as [string, Locale, string];
  own[locale] = flattenMessages(area, module.default, own[locale] ?? {});
}

/** Each locale's catalogue, with English wherever a key is missing. */
const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, { ...own[defaultLocale], ...own[locale] }]),
) as Record<Locale, Catalogue>;

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}

const translators = Object.fromEntries(
  locales.map((locale) => [locale, translator(catalogues[locale])]),
) as Record<Locale, ReturnType<typeof translator>>;

export function translate(locale: Locale, key: string, params?: Params): string {
  return translators[locale](key, params);
}

const parts = new Map<string, Catalogue>();

/**
 * The part of a locale's catalogue under some namespaces (`layout` → every `layout.*` key),
 * for a browser that needs only those (i18n/namespaces.ts). Built once per combination.
 */
export function messagesFor(locale: Locale, namespaces: readonly string[]): Catalogue {
  const id = `${locale}:${namespaces.join(",")}`;
  let part = parts.get(id);
  if (!part) {
    const prefixes = namespaces.map((namespace) => `${namespace}.`);
    part = Object.fromEntries(
      Object.entries(catalogues[locale]).filter(([key]) =>
        prefixes.some((prefix) => key.startsWith(prefix)),
      ),
    );
    parts.set(id, part);
  }
  return part;
}
