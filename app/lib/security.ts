import { createHash } from "node:crypto";

/**
 * Security headers (PRODUCT technical decisions, as amended by issue 20). A document's CSP names
 * the SHA-256 hashes of its own inline scripts and styles (computed from the finished HTML in
 * entry.server), never a per-request nonce, so one rendered copy of a page can be served to every
 * visitor, by us or by a CDN. Everything else gets the strict default below from the Node server.
 */

/** Third parties a page may frame, and only after the visitor asks (PRODUCT B9). */
export const FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

/** Map tiles of the /map street map, requested only after "Show street map" (PRODUCT B9). */
export const TILE_SOURCES = ["https://tile.openstreetmap.org"];

/** What a document's inline code is, as CSP source expressions (`'sha256-…'`). */
export interface InlineHashes {
  /** `<script>` elements without `src` that a browser executes (JSON-LD data blocks are not). */
  scripts: string[];
  /** `<style>` elements. */
  styles: string[];
  /** `style="…"` attributes in the HTML as sent (styles set later by scripts are not checked). */
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
    // Vite's dev server injects the stylesheets as <style> elements from scripts.
    options.development
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' ${list(hashes.styles)}`.trim(),
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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
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

/**
 * The hashes of every inline script, style element and style attribute in `html`, and of the
 * inline scripts those scripts start (`started`: lib/scripts-after-paint.server.ts).
 */
export function inlineHashes(html: string, started: string[] = []): InlineHashes {
  const scripts: string[] = started.map(sha256Source);
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTED_TYPE.test(type.trim())) continue;
    scripts.push(sha256Source(body));
  }
  const styles = [...html.matchAll(STYLE)].map(([, body = ""]) => sha256Source(body));
  const styleAttributes = [...html.matchAll(STYLE_ATTRIBUTE)].map(([, value = ""]) =>
    // The hash is of the attribute's value as parsed: entities decoded.
    sha256Source(
      value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity),
    ),
  );
  return {
    scripts: [...new Set(scripts)],
    styles: [...new Set(styles)],
    styleAttributes: [...new Set(styleAttributes)],
  };
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
