import type { PlanTab } from "../../content/plan.ts";

/**
 * Which tab a page anchor belongs to: a tab's own id (`#accommodation`) or the id of a section
 * inside it (`#getting-here` lives in transportation). Undefined for anything else.
 */
export function tabForAnchor<T extends Pick<PlanTab, "id" | "sections">>(
  tabs: readonly T[],
  anchor: string,
): T | undefined {
  if (anchor === "") return undefined;
  return tabs.find(
    (tab) => tab.id === anchor || tab.sections.some((section) => section.id === anchor),
  );
}
