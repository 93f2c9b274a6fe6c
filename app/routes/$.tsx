import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/$";

/** Every unknown path: a 404 status and the helpful not-found screen (PRODUCT B1). */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteFromMatches(matches).t("layout.notFound.metaTitle") },
];

export default function NotFound() {
  return null;
}
