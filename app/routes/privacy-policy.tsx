import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { privacyPolicy } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.text.metaTitle", { title: privacyPolicy.title }),
    description: privacyPolicy.description,
    path: paths.privacy(),
    origin: originFromMatches(matches),
  });

export default function PrivacyPolicy() {
  return <TextPageView page={privacyPolicy} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
