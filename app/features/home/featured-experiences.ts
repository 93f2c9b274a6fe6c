/** SPEC 9: four experiences on the home page. */
export const HOME_EXPERIENCE_LIMIT = 4;

/**
 * SPEC 2.3: the first four experiences in the order of `GET /api/experiences`. Each card's badge
 * shows the experience's own category, not the spec's position cycle, so no badge is false.
 */
export function pickFeaturedExperiences<T>(list: T[], limit = HOME_EXPERIENCE_LIMIT): T[] {
  return list.slice(0, limit);
}
