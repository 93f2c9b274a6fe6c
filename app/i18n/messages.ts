import type { Locale } from "./locales.ts";

/**
 * UI strings, one catalogue per locale and one file per area (`messages/en/layout.ts` gives the
 * keys `layout.*`). English defines the keys; other locales fall back to it.
 */
export type Catalogue = Record<string, string>;

type Module = { default: Record<string, unknown> };

const modules = import.meta.glob<Module>("./messages/*/*.ts", { eager: true });

function flatten(prefix: string, value: Record<string, unknown>, out: Catalogue): Catalogue {
  for (const [key, item] of Object.entries(value)) {
    const path = `${prefix}.${key}`;
    if (typeof item === "string") out[path] = item;
    else if (item && typeof item === "object") flatten(path, item as Record<string, unknown>, out);
  }
  return out;
}

export const catalogues: Partial<Record<Locale, Catalogue>> = {};
for (const [file, module] of Object.entries(modules)) {
  const match = /\.\/messages\/([a-z]+)\/([a-z-]+)\.ts$/.exec(file);
  if (!match) continue;
  const [, locale, area] = match as unknown as [string, Locale, string];
  catalogues[locale] = flatten(area, module.default, catalogues[locale] ?? {});
}

export type Params = Record<string, string | number>;

export function translate(locale: Locale, key: string, params?: Params): string {
  const template = catalogues[locale]?.[key] ?? catalogues.en?.[key];
  if (template === undefined) return key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
