import type { ExperienceJson } from "../../api/shapes.ts";

/** SPEC 9: four experiences on the home page, badges cycling by position. */
export const HOME_EXPERIENCE_LIMIT = 4;
export const BADGE_CYCLE = ["Culture", "Adventure", "Food", "Nature"] as const;

/**
 * The spec's badges cycle Culture, Adventure, Food, Nature by card position. We pick the first
 * experience of each of those categories in that order, so the badge a card shows is also
 * true of it; when a category has none left, the next experience in list order fills the slot.
 */
export function pickFeaturedExperiences<T extends Pick<ExperienceJson, "id" | "category">>(
  list: T[],
  limit = HOME_EXPERIENCE_LIMIT,
): T[] {
  const chosen: T[] = [];
  const taken = new Set<number>();
  for (let position = 0; position < Math.min(limit, list.length); position++) {
    const wanted = BADGE_CYCLE[position % BADGE_CYCLE.length];
    const next =
      list.find((item) => !taken.has(item.id) && item.category === wanted) ??
      list.find((item) => !taken.has(item.id));
    if (!next) break;
    chosen.push(next);
    taken.add(next.id);
  }
  return chosen;
}
