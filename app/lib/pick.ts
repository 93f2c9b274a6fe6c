/**
 * Only the named fields of an object: what a loader sends to its page, so the page's data holds
 * no more than the page shows.
 */
export function pick<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
