/**
 * The site's public origin (`https://host`) for canonical URLs, Open Graph tags, the sitemap and
 * JSON-LD. In order: `SITE_URL` when it is configured; else the request's own origin, where
 * `X-Forwarded-Proto` and `X-Forwarded-Host` count only behind a trusted proxy (`TRUST_PROXY`,
 * the number of proxies in front, as for the rate limiter).
 */
export function requestOrigin(
  request: Request,
  env: { SITE_URL?: string; TRUST_PROXY?: string } = process.env,
): string {
  const configured = env.SITE_URL?.trim();
  if (configured && /^https?:\/\/[^/\s?#]+\/?$/i.test(configured)) {
    return configured.replace(/\/$/, "");
  }
  const own = new URL(request.url);
  const hops = Number(env.TRUST_PROXY ?? 0);
  if (!Number.isInteger(hops) || hops < 1) return own.origin;
  const proto = forwarded(request.headers.get("x-forwarded-proto"), hops)?.toLowerCase();
  const host = forwarded(request.headers.get("x-forwarded-host"), hops)?.toLowerCase();
  const scheme = proto === "http" || proto === "https" ? proto : own.protocol.replace(":", "");
  const authority = host && HOST.test(host) ? host : own.host;
  return `${scheme}://${authority}`;
}

/** A host name or IPv4/[IPv6] address with an optional port, nothing else. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The value the outermost trusted proxy wrote: the n-th entry from the right. */
function forwarded(value: string | null, hops: number): string | undefined {
  const parts = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts[parts.length - hops] ?? parts[0];
}
