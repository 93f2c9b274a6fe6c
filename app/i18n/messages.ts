/**
 * UI strings: one catalogue per locale, one file per area (`messages/en/layout.ts` gives the keys
 * `layout.*`). English defines the keys; other locales fall back to it. The server holds every
 * catalogue (catalogue.server.ts); a browser only gets its page's locale, through the root loader.
 */
export type Catalogue = Record<string, string>;
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

export function flattenMessages(
  prefix: string,
  value: Record<string, unknown>,
  out: Catalogue = {},
): Catalogue {
  for (const [key, item] of Object.entries(value)) {
    const path = `${prefix}.${key}`;
    if (typeof item === "string") out[path] = item;
    else if (item && typeof item === "object") {
      flattenMessages(path, item as Record<string, unknown>, out);
    }
  }
  return out;
}

export function formatMessage(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A translate function over one catalogue; a missing key shows as itself. */
export function translator(catalogue: Catalogue): Translate {
  return (key, params) => {
    const template = catalogue[key];
    return template === undefined ? key : formatMessage(template, params);
  };
}
