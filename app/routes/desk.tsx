import { Outlet } from "react-router";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { DeskShell } from "../features/desk/desk-shell.tsx";
import { deskLayout } from "../features/desk/layout.server.ts";
import { deskMeta } from "../features/desk/ui.tsx";
import { privateRoute } from "../lib/route-handle.ts";
import type { Route } from "./+types/desk";

/** Every desk page is for the signed-in staff member alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/**
 * The editors' desk (PRODUCT B13): staff only, English, never indexed or cached by shared caches
 * (it declares itself private below: the server answers every route under it, in any letter
 * case, with `X-Robots-Tag: noindex` and `Cache-Control: private, no-store`, server/app.ts).
 * Its code loads only on /desk.
 */
export function loader({ request }: Route.LoaderArgs) {
  return deskLayout(request);
}

export const meta: Route.MetaFunction = () => deskMeta("Desk");

export default function DeskLayout() {
  return (
    <DeskShell>
      <Outlet />
    </DeskShell>
  );
}

export function ErrorBoundary() {
  return (
    <DeskShell>
      <DeskErrorBoundary />
    </DeskShell>
  );
}
