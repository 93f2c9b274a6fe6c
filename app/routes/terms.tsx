import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { terms } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.text.metaTitle", { title: terms.title }),
    description: terms.description,
    path: paths.terms(),
    origin: originFromMatches(matches),
  });

export default function Terms() {
  return <TextPageView page={terms} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
