import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose query string only holds view state (tabs, filters, the trip builder): a
 * change of the query needs no new data, a new page does.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
