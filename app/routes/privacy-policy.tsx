import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { privacyPolicy } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";

export const meta = () => [
  { title: translate("en", "info.text.metaTitle", { title: privacyPolicy.title }) },
  { name: "description", content: privacyPolicy.description },
];

export default function PrivacyPolicy() {
  return <TextPageView page={privacyPolicy} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
