import { redirect } from "react-router";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import type { Route } from "./+types/desk.recheck-reports";

const route = deskRoute("/desk/recheck-reports");

/**
 * The visitors' "something here has changed" flags moved into the one re-check queue with the
 * practical facts (decision 113): an old link lands there, on the flagged places.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  throw redirect("/desk/facts#flagged");
}
