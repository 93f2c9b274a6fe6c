import { distanceKm } from "../../lib/geo.ts";

/** Something with a region and a position: a destination row or its JSON with coordinates. */
export interface Located {
  id: number;
  region: string;
  lat: number;
  lng: number;
}

export const RELATED_DESTINATIONS_LIMIT = 3;

/**
 * Up to 3 related destinations (SPEC 9), never the current one: first those of the same region,
 * then the others, each group nearest first (ties by id, so the choice is stable).
 */
export function selectRelatedDestinations<T extends Located>(
  current: Located,
  all: readonly T[],
  limit = RELATED_DESTINATIONS_LIMIT,
): T[] {
  return all
    .filter((candidate) => candidate.id !== current.id)
    .map((candidate) => ({
      candidate,
      sameRegion: candidate.region === current.region ? 0 : 1,
      distance: distanceKm(current, candidate),
    }))
    .sort(
      (a, b) =>
        a.sameRegion - b.sameRegion || a.distance - b.distance || a.candidate.id - b.candidate.id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
