/** Numeric ids in URLs are positive integers; anything else ("abc", "01", "1.5") is not found. */
export function parseId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : undefined;
}
