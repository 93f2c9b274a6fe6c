import { audit } from "../db/audit.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  type SubscriberState,
  subscriberStates,
  subscribersCsv,
  subscribersForExport,
} from "../db/subscribers.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { todayInKosovo } from "../lib/dates.ts";
import type { Route } from "./+types/desk.subscribers[.csv]";

const route = deskRoute("/desk/subscribers.csv");

/**
 * The subscribers as CSV (issue 18 item 8), all or one state (`?state=confirmed`): personal data,
 * so editors and admins only, never cached, and each export is in the audit log (its size, not
 * the addresses).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireRoute(request, route);
  const asked = new URL(request.url).searchParams.get("state") ?? "";
  const state = (subscriberStates as readonly string[]).includes(asked)
    ? (asked as SubscriberState)
    : undefined;
  const db = await getDatabase();
  const rows = await subscribersForExport(db, state);
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "subscribers.exported",
    entity: { type: "subscribers", id: state ?? "all" },
    details: { rows: rows.length },
  });
  const day = todayInKosovo();
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${state ?? "all"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
