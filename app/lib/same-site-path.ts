/**
 * Where a request may send a visitor back to (decision 131): a path of this site, never another
 * one. A browser reads `//host`, `/\host` and `/<tab>/host` as another site, and `/.//host`
 * becomes `//host` once the URL is tidied, so each is refused, as are their percent-encoded
 * forms, which a proxy or a later decoding step could turn back into them.
 */

const BASE = "http://same-site.invalid";
const MAX_LENGTH = 500;

/** Starts with one slash, then neither slash nor backslash. */
const pathStart = /^\/(?![/\\])/;
/** Control characters, which a URL parser drops (`/<tab>/host` is `//host`), and DEL. */
const hasControl = (text: string) =>
  Array.from(text).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `value` as a same-site path (tidied: dot segments resolved), or `fallback` when it is not
 * one. `fallback` itself is trusted.
 */
export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return fallback;
  // Unencoded, a space or a backslash has no business in a path either.
  if (!pathStart.test(value) || hasControl(value) || /[\s\\]/.test(value)) return fallback;
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break; // A lone "%" decodes no further; what was decoded so far has passed.
    }
    if (next === decoded) break;
    decoded = next;
    if (!pathStart.test(decoded) || hasControl(decoded)) return fallback;
    if (new URL(decoded, BASE).pathname.startsWith("//")) return fallback;
  }
  const url = new URL(value, BASE);
  if (url.origin !== BASE || !pathStart.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
