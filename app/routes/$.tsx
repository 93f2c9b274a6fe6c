import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { translate } from "../i18n/messages.ts";

/** Every unknown path: a 404 status and the helpful not-found screen (PRODUCT B1). */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta = () => [{ title: translate("en", "layout.notFound.metaTitle") }];

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
