import { getDatabase } from "../../db/instance.server.ts";
import { recheckQueue } from "../../db/practical-facts.server.ts";
import { openProblems } from "../../db/problems.server.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { allows } from "./roles.ts";
import type { Staff } from "./staff.server.ts";

/**
 * The overview's "Problems" panel (issue 18 item 6): what went wrong unwatched, and how many
 * practical facts are due for a re-check. For editors and admins; null for moderators.
 */
export async function operationsOverview(staff: Staff) {
  if (!allows("editor", staff.role)) return null;
  const db = await getDatabase();
  const [problems, due] = await Promise.all([openProblems(db), recheckQueue(db, todayInKosovo())]);
  return {
    problems: problems.map((problem) => ({
      id: problem.id,
      kind: problem.kind,
      message: problem.message,
      link: problem.link,
      owner: problem.owner,
      at: problem.createdAt.toISOString(),
      when: formatKosovoDateTime(problem.createdAt),
    })),
    factsDue: due.length,
  };
}
