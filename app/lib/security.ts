import { createHash } from "node:crypto";

/**
 * Security headers (PRODUCT technical decisions, as amended by issue 20). A document's CSP names
 * the SHA-256 hashes of the inline scripts and style attributes the app itself emits (found in
 * the finished HTML by entry.server, decision 138), never a per-request nonce, so one rendered copy of a page can be served to every
 * visitor, by us or by a CDN. Everything else gets the strict default below from the Node server.
 */

/** Third parties a page may frame, and only after the visitor asks (PRODUCT B9). */
export const FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

/** Map tiles of the /map street map, requested only after "Show street map" (PRODUCT B9). */
export const TILE_SOURCES = ["https://tile.openstreetmap.org"];

/** What a document's own inline code is, as CSP source expressions (`'sha256-…'`). */
export interface InlineHashes {
  /** The app's own `<script>` elements without `src` (JSON-LD data blocks are not executed). */
  scripts: string[];
  /** The app's own `style="…"` attributes in the HTML as sent (later CSSOM changes are free). */
  styleAttributes: string[];
}

export function contentSecurityPolicy(
  hashes: InlineHashes,
  options: { development?: boolean } = {},
): string {
  const list = (values: string[]) => [...new Set(values)].join(" ");
  return [
    "default-src 'self'",
    // 'strict-dynamic': the hashed module script may import the app's chunks; nothing inline or
    // from elsewhere runs. ('self' only matters to browsers older than CSP 3.) Vite's dev server
    // adds its own client script, which carries no hash.
    options.development
      ? "script-src 'self' 'unsafe-inline'"
      : `script-src 'self' ${list(hashes.scripts)} 'strict-dynamic'`.replace("  ", " "),
    // Vite's dev server injects the stylesheets as <style> elements from scripts; the built app
    // has no <style> element of its own (vendor/react-style-singleton.ts writes through the CSSOM).
    options.development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Style attributes in the HTML as sent, each by its hash; React and Radix set styles through
    // the CSSOM afterwards, which CSP does not restrict.
    hashes.styleAttributes.length > 0
      ? `style-src-attr 'unsafe-hashes' ${list(hashes.styleAttributes)}`
      : "style-src-attr 'none'",
    // The service worker (issue 21): without this, worker-src falls back to script-src, where
    // 'strict-dynamic' makes browsers ignore 'self' and registration would be refused.
    "worker-src 'self'",
    "manifest-src 'self'",
    `img-src 'self' data: ${TILE_SOURCES.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Where React Router's own scripts begin: root.tsx renders this element right before
 * `<ScrollRestoration />` and `<Scripts />`, after every route's content. Only scripts after its
 * last occurrence can be the router's; anything a page's content carried comes before it.
 */
export const SCRIPTS_MARK = '<template data-router-scripts=""></template>';

/**
 * The inline scripts React Router (8.4) writes after the mark, by how each begins: the scroll
 * restorer, the hydration context, and the loader data streamed into it. Their text holds the
 * page's data (serialised by React Router with "<" escaped), so they are recognised by shape, in
 * their place only; every other inline script must be one of the known ones passed in.
 */
const ROUTER_SCRIPTS = [
  /^\(\(storageKey, restoreKey\) => \{/,
  /^window\.__reactRouterContext = \{/,
  /^window\.__reactRouterContext\.streamController\.enqueue\("/,
  /^window\.__reactRouterContext\.streamController\.close\(\);$/,
];

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;
const shape = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("N", NUMBER)}$`);

/**
 * Every `style={…}` a component renders on the server, as React writes it into the attribute
 * (N: a number), and the style attributes libraries render. A test keeps this list and the
 * components' `style={` in step.
 */
export const OWN_STYLE_ATTRIBUTES: readonly { source: string; shape: RegExp }[] = [
  { source: "app/features/cities/cities-sections.tsx", shape: shape("left:N%;top:N%") },
  { source: "app/features/contributions/review-section.view.tsx", shape: shape("width:N%") },
  { source: "app/features/about/info-header.tsx", shape: shape("width:N%") },
  { source: "app/features/plan/trip-timeline.tsx", shape: shape("transition-delay:Nms") },
  { source: "app/features/attractions/price-range.tsx", shape: shape("left:N%;right:N%") },
  {
    source: "app/features/attractions/price-range.tsx",
    shape: shape("transform:translateX(-50%);position:absolute;left:calc(N% + Npx)"),
  },
  {
    source: "app/components/chrome/pull-to-refresh.tsx",
    shape: shape("transform:translateY(Npx)"),
  },
  { source: "app/components/chrome/pull-to-refresh.tsx", shape: shape("transform:rotate(Ndeg)") },
  // Libraries' server-rendered styles: an accordion item's content (app/features/about/).
  {
    source: "radix-ui Accordion",
    shape: shape(
      "--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)",
    ),
  },
];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>/gi;
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
/** Script types a browser executes; anything else (JSON-LD, templates) is a data block. */
const EXECUTED_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** The hashes of a document's own inline code, and what it holds that is not the app's. */
export interface OwnInlineCode extends InlineHashes {
  /** Inline scripts, style elements and style attributes in the HTML the CSP does not allow. */
  foreign: string[];
}

/**
 * The CSP hashes of the inline code the app itself emits (decision 138): the `known` scripts
 * (their text as the app wrote them: the head scripts, the module starter and what it starts),
 * React Router's scripts in their place after the mark, and style attributes of the listed
 * shapes. Whatever else ends up in the HTML (an injected script, an unknown style) is not hashed,
 * so the browser refuses it; it is reported in `foreign` (the first 60 characters of each).
 */
export function ownInlineHashes(html: string, known: readonly string[]): OwnInlineCode {
  const scripts = new Set(known.map(sha256Source));
  const foreign: string[] = [];
  const mark = html.lastIndexOf(SCRIPTS_MARK);
  for (const match of html.matchAll(SCRIPT)) {
    const [whole, attributes = "", body = ""] = match;
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTED_TYPE.test(type.trim())) continue;
    const source = sha256Source(body);
    if (scripts.has(source)) continue;
    const routers = mark >= 0 && (match.index ?? 0) > mark;
    if (routers && ROUTER_SCRIPTS.some((pattern) => pattern.test(body))) scripts.add(source);
    else foreign.push(whole.slice(0, 60));
  }
  for (const [element] of html.matchAll(STYLE_ELEMENT)) foreign.push(element);
  const styleAttributes = new Set<string>();
  for (const [, raw = ""] of html.matchAll(STYLE_ATTRIBUTE)) {
    // The hash is of the attribute's value as parsed: entities decoded.
    const value = raw.replace(
      /&(?:amp|lt|gt|quot|#x27|#39);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
    if (OWN_STYLE_ATTRIBUTES.some(({ shape }) => shape.test(value))) {
      styleAttributes.add(sha256Source(value));
    } else foreign.push(`style="${value.slice(0, 50)}"`);
  }
  return { scripts: [...scripts], styleAttributes: [...styleAttributes], foreign };
}

export const DEFAULT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (production) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
