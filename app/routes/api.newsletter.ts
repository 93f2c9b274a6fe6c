import { apiError } from "../api/http.server.ts";
import { handleNewsletterPost } from "../features/newsletter/subscribe.server.ts";
import type { Route } from "./+types/api.newsletter";

/** Newsletter sign-up (PRODUCT B4): JSON from scripts, a plain form post from everyone else. */
export function action({ request }: Route.ActionArgs) {
  return handleNewsletterPost(request);
}

export const loader = () =>
  apiError(405, 'Method not allowed. Use POST with {"email": "you@example.com"}.', {
    Allow: "POST",
  });
