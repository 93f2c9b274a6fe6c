import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { terms } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";

export const meta = () => [
  { title: translate("en", "info.text.metaTitle", { title: terms.title }) },
  { name: "description", content: terms.description },
];

export default function Terms() {
  return <TextPageView page={terms} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
