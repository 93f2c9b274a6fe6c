import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../i18n/i18n.tsx";
import { Link } from "./link.tsx";
import { NotFoundScreen } from "./not-found-screen-on-view.tsx";
import { buttonClass } from "./ui/button.tsx";

type StatusHandler = (error: { status: number; data: unknown }) => ReactNode;

/**
 * One boundary for every route (Epic Stack style). Routes pass handlers for the statuses they
 * know (an entity's own not-found screen); anything else gets a friendly screen, never a trace.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  useDocumentAfterNetworkFailure(error);
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler(error)}</>;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <ErrorScreen />;
}

/**
 * A client-side navigation whose data could not be fetched (no signal): with the service worker
 * in control, load the page as a document instead, which the worker answers from its store or
 * with the offline page (issue 21). Once per address, so it never loops.
 */
function useDocumentAfterNetworkFailure(error: unknown) {
  useEffect(() => {
    if (!(error instanceof TypeError) || !navigator.serviceWorker?.controller) return;
    const key = "explore-kosovo:reloaded-offline";
    const here = window.location.href;
    if (sessionStorage.getItem(key) === here) return;
    sessionStorage.setItem(key, here);
    window.location.reload();
  }, [error]);
}

function ErrorScreen() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("layout.error.title")}</h1>
      <p className="mt-4 text-slate-600">{t("layout.error.text")}</p>
      <Link to="/" className={buttonClass({ className: "mt-8" })}>
        {t("layout.error.home")}
      </Link>
    </div>
  );
}
