import { apiError } from "../api/http.server.ts";
import { API_NOT_FOUND_MESSAGE } from "../api/messages.ts";

/** Unknown API paths answer JSON, whatever the method. */
const notFound = () => apiError(404, API_NOT_FOUND_MESSAGE);

export const loader = notFound;
export const action = notFound;
