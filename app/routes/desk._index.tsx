import { Link } from "react-router";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { operationsOverview } from "../features/desk/overview.server.ts";
import { ProblemsPanel } from "../features/desk/problems-panel.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { ROLE_HELP, ROLE_LABELS } from "../features/desk/roles.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { cardClass, deskPageMeta, PageTitle, useDeskLayout } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk._index";

const route = deskRoute("/desk");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireRoute(request, route);
  return {
    name: staff.name,
    role: staff.role,
    // Desk operations (issue 18 item 6): problems and facts due, for editors and admins.
    operations: await operationsOverview(staff),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Overview");

export default function DeskHome({ loaderData }: Route.ComponentProps) {
  const nav = useDeskLayout()?.nav.filter((item) => item.path !== "/desk") ?? [];
  return (
    <>
      <PageTitle
        intro={`You are signed in as ${ROLE_LABELS[loaderData.role].toLowerCase()}: ${ROLE_HELP[loaderData.role]}.`}
      >
        Welcome, {loaderData.name}
      </PageTitle>
      {loaderData.operations ? (
        <ProblemsPanel {...loaderData.operations} resolved={loaderData.done === "problem"} />
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {nav.map((item) => (
          <li key={item.path} className={cardClass}>
            <Link to={item.path} className="text-lg font-semibold text-brand-700 underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
