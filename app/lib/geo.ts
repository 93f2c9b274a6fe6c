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
