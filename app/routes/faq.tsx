import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { faqPage } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.text.metaTitle", { title: faqPage.title }),
    description: faqPage.description,
    path: paths.faq(),
    origin: originFromMatches(matches),
  });

export default function Faq() {
  return <TextPageView page={faqPage} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
