import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { FullHistory } from "../features/about/full-history.tsx";
import { translate } from "../i18n/messages.ts";

export const meta = () => [
  { title: translate("en", "about.history.metaTitle") },
  { name: "description", content: translate("en", "about.history.metaDescription") },
];

export default function AboutHistory() {
  return <FullHistory />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
