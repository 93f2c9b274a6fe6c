import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { FullHistory } from "../features/about/full-history.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about.history";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "about.history.metaTitle"),
    description: translate("en", "about.history.metaDescription"),
    path: paths.aboutHistory(),
    origin: originFromMatches(matches),
  });

export default function AboutHistory() {
  return <FullHistory />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
