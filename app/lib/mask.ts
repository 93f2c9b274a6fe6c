/** `maria.rossi@example.com` → `m***@e***.com`: enough to tell messages apart in a log, not to mail anyone. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${address[0]}***@${domain[0] ?? ""}***${tld}`;
}
