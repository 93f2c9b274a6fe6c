/** Tokens are 24 random bytes in base64url; anything else is not worth a database look-up. */
export function readToken(url: string): string | undefined {
  const token = new URL(url).searchParams.get("token") ?? "";
  return /^[A-Za-z0-9_-]{32}$/.test(token) ? token : undefined;
}
