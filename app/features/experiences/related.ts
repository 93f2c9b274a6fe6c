import { distanceKm } from "../../lib/geo.ts";

export interface RelatableExperience {
  id: number;
  category: string;
  lat: number;
  lng: number;
}

export const RELATED_EXPERIENCES_LIMIT = 3;

/** Up to 3 other experiences: the same kind first, then the nearest (ties by id). */
export function selectRelatedExperiences<T extends RelatableExperience>(
  current: RelatableExperience,
  all: readonly T[],
  limit = RELATED_EXPERIENCES_LIMIT,
): T[] {
  return all
    .filter((candidate) => candidate.id !== current.id)
    .map((candidate) => ({
      candidate,
      sameCategory: candidate.category === current.category ? 0 : 1,
      distance: distanceKm(current, candidate),
    }))
    .sort(
      (a, b) =>
        a.sameCategory - b.sameCategory ||
        a.distance - b.distance ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
