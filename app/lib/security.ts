/**
 * Security headers (PRODUCT technical decisions). Documents get a CSP with a fresh nonce from
 * entry.server; everything else gets the strict default below from the Node server.
 */

/** Third parties a page may frame, and only after the visitor asks (PRODUCT B9). */
export const FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

/** Map tiles of the /map street map, requested only after "Show street map" (PRODUCT B9). */
export const TILE_SOURCES = ["https://tile.openstreetmap.org"];

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
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

export const DEFAULT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

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
