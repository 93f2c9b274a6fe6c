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

/**
 * For pages with forms that post to themselves (the review section) whose query string is
 * otherwise view state: after an action the data is loaded again (new counts), else as above.
 */
export function revalidateAfterActionOrNewPath(args: ShouldRevalidateFunctionArgs): boolean {
  if (args.formMethod && args.formMethod.toUpperCase() !== "GET") return true;
  return revalidateOnNewPath(args);
}

/**
 * For the one-button pages of e-mail links (confirm, send a fresh link): the action's answer
 * is the whole page, and loading the link's page again after its use would only say the link
 * is used up (a 404).
 */
export function revalidateUnlessPosted(args: ShouldRevalidateFunctionArgs): boolean {
  if (args.formMethod && args.formMethod.toUpperCase() !== "GET") return false;
  return args.defaultShouldRevalidate;
}
