import { apiError } from "../lib/http.server.ts";

/** Unknown API paths answer JSON, whatever the method. */
const notFound = () =>
  apiError(
    404,
    "Not found. See /api/destinations, /api/experiences, /api/events, /api/events/upcoming, /api/travel-guides and POST /api/newsletter.",
  );

export const loader = notFound;
export const action = notFound;
