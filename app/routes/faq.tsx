import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { faqPage } from "../content/legal.ts";
import { TextPageView } from "../features/info/text-page.tsx";
import { translate } from "../i18n/messages.ts";

export const meta = () => [
  { title: translate("en", "info.text.metaTitle", { title: faqPage.title }) },
  { name: "description", content: faqPage.description },
];

export default function Faq() {
  return <TextPageView page={faqPage} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
