import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { resolveProblem } from "../db/problems.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.problems";

const route = deskRoute("/desk/problems");

/**
 * Editors and admins (registry.ts): marking a problem dealt with. The open problems are listed
 * in the overview's "Problems" panel, where this address leads.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  throw redirect("/desk#problems");
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  await resolveProblem(await getDatabase(), Number(form.get("id")), {
    id: staff.id,
    label: staff.email,
  });
  throw redirect("/desk?done=problem");
}

export const meta: Route.MetaFunction = deskPageMeta("Problems");

export default function DeskProblems() {
  return <PageTitle>Problems</PageTitle>;
}

export { DeskErrorBoundary as ErrorBoundary };
