import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../i18n/i18n.tsx";
import { Link } from "./link.tsx";
import { NotFoundScreen } from "./not-found-screen.tsx";
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
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler(error)}</>;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <ErrorScreen />;
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
