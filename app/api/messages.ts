/** What an unknown API path answers (shared by the API's catch-all route and the server). */
export const API_NOT_FOUND_MESSAGE =
  "Not found. See /api/destinations, /api/experiences, /api/events, /api/events/upcoming, /api/travel-guides and POST /api/newsletter.";
