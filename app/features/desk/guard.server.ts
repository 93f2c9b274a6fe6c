import { verifiedForm } from "./csrf.server.ts";
import type { DeskRoute } from "./registry.ts";
import { requireRoute, type Staff } from "./staff.server.ts";

/**
 * The start of every state-changing desk action, in the order the route walk expects: the session
 * and role of `route` (401, 403), then the Origin and CSRF token (403), then the form.
 *
 *   export async function action({ request }: Route.ActionArgs) {
 *     const { staff, form } = await guardAction(request, route);
 *     …
 *   }
 */
export async function guardAction(
  request: Request,
  route: DeskRoute,
): Promise<{ staff: Staff; form: FormData }> {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  return { staff, form };
}
