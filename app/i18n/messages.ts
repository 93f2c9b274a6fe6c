/**
 * UI strings: one catalogue per locale, one file per area (`messages/en/layout.ts` gives the keys
 * `layout.*`). English defines the keys; other locales fall back to it. The server holds every
 * catalogue (catalogue.server.ts); a browser only gets its page's locale, and of that only the
 * parts the page's section uses (namespaces.ts).
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

/**
 * A translate function over one catalogue; a missing key shows as itself and is reported to
 * `onMissing` (the page's provider logs it, so a test that watches the console notices).
 */
export function translator(catalogue: Catalogue, onMissing?: (key: string) => void): Translate {
  return (key, params) => {
    const template = catalogue[key];
    if (template === undefined) {
      onMissing?.(key);
      return key;
    }
    return formatMessage(template, params);
  };
}

const combined = new WeakMap<Catalogue, WeakMap<Catalogue, Catalogue>>();

/** Two parts of a catalogue as one (the frame's and a section's); the same pair, the same object. */
export function combineCatalogues(frame: Catalogue, section: Catalogue | undefined): Catalogue {
  if (!section) return frame;
  let bySection = combined.get(frame);
  if (!bySection) {
    bySection = new WeakMap();
    combined.set(frame, bySection);
  }
  let both = bySection.get(section);
  if (!both) {
    both = { ...frame, ...section };
    bySection.set(section, both);
  }
  return both;
}
