/** Great-circle distance in kilometres between two points given in degrees. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** Something with an id and a position. */
export interface Positioned {
  id: number;
  lat: number;
  lng: number;
}

/**
 * Up to `limit` of `all`, never `current` itself: those that `belong` with it first (its region,
 * its kind), then the others, each group nearest first; ties go by id, so the choice is stable.
 * What "related" means on the destination and experience pages (SPEC 9).
 */
export function nearestFirst<T extends Positioned>(
  current: Positioned,
  all: readonly T[],
  { belong, limit = 3 }: { belong: (candidate: T) => boolean; limit?: number },
): T[] {
  return all
    .filter((candidate) => candidate.id !== current.id)
    .map((candidate) => ({
      candidate,
      group: belong(candidate) ? 0 : 1,
      distance: distanceKm(current, candidate),
    }))
    .sort((a, b) => a.group - b.group || a.distance - b.distance || a.candidate.id - b.candidate.id)
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}

/** The drawn map picture (/artwork/site/map.svg) is 1200 × 800. */
export const MAP_WIDTH = 1200;
export const MAP_HEIGHT = 800;

/**
 * Where a point falls on the drawn map picture. The artwork generator draws Kosovo's outline with
 * it, and the map and city pages pin places with it, so pins land where the picture shows them.
 */
export function projectToMap(lat: number, lng: number): { x: number; y: number } {
  return { x: 600 + (lng - 20.9) * 493 * 0.737, y: 405 - (lat - 42.56) * 493 };
}
