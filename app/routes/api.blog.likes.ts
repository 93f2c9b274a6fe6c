import { handleLikesRequest } from "../features/blog/likes.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.blog.likes";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["posts", "browser"] } satisfies RouteHandle;

/** Blog likes (issue 19 item 4): GET the counts and this browser's likes, POST a like or unlike. */
export function loader({ request }: Route.LoaderArgs) {
  return handleLikesRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleLikesRequest(request);
}
