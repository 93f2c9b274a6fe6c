import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { signOut } from "../features/desk/sign-in.server.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { cardClass, DeskForm, deskPageMeta, SubmitButton } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.sign-out";

const route = deskRoute("/desk/sign-out");

/** Opening the address only asks; the button (a POST with the CSRF token) signs out. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const { staff } = await guardAction(request, route);
  const headers = await signOut(await getDatabase(), request, staff);
  throw redirect("/desk/sign-in?signed-out=1", { headers });
}

export const meta: Route.MetaFunction = deskPageMeta("Sign out");

export default function DeskSignOut() {
  return (
    <div className={`mx-auto max-w-md ${cardClass}`}>
      <h1 className="text-2xl font-bold">Sign out of the desk?</h1>
      <DeskForm className="mt-6" reloadDocument>
        <SubmitButton>Sign out</SubmitButton>
      </DeskForm>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
