import { apiError } from "../api/http.server.ts";
import { newChallenge } from "../features/contributions/pow.server.ts";

/** A fresh proof-of-work challenge for a visitor's form (decision 091); never cached. */
export async function loader() {
  const response = Response.json(await newChallenge());
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const action = () => apiError(405, "Method not allowed. Use GET.", { Allow: "GET" });
