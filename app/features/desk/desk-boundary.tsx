import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { cardClass } from "./ui.tsx";

/**
 * Every desk page's error boundary (export it as `ErrorBoundary`): no session (401) shows the
 * sign-in form in place, a refused role or a missing second factor (403) says what to do, and
 * anything else a friendly page, never a trace. The desk's frame stays around it.
 */
export function DeskErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { reason?: string; message?: string } | null)?.reason;
    const message = (error.data as { message?: string } | null)?.message;
    if (error.status === 401) {
      return <SignInForm next={`${location.pathname}${location.search}`} />;
    }
    if (error.status === 403 && reason === "two-factor") {
      return (
        <Problem title="Set up two-factor sign-in" text={message ?? ""}>
          <Link to="/desk/account" className={buttonClass()}>
            Set up two-factor sign-in
          </Link>
        </Problem>
      );
    }
    if (error.status === 403 && reason === "csrf") {
      return (
        <Problem title="Please try again" text={message ?? ""}>
          <a href={`${location.pathname}${location.search}`} className={buttonClass()}>
            Reload the page
          </a>
        </Problem>
      );
    }
    if (error.status === 403) {
      return (
        <Problem
          title="Not open to your role"
          text={message ?? "This part of the desk is not open to your role."}
        >
          <Link to="/desk" className={buttonClass({ variant: "outline" })}>
            Back to the desk
          </Link>
        </Problem>
      );
    }
    if (error.status === 503 && reason === "configuration") {
      return <Problem title="The desk is not set up" text={message ?? ""} />;
    }
    if (error.status === 404) {
      return (
        <Problem
          title="No such desk page"
          text="The address may be mistyped, or the page has moved."
        >
          <Link to="/desk" className={buttonClass({ variant: "outline" })}>
            Back to the desk
          </Link>
        </Problem>
      );
    }
  }
  return (
    <Problem
      title="Something went wrong"
      text="The desk could not finish this. Nothing you saved before is lost; try again in a moment."
    >
      <a href={`${location.pathname}${location.search}`} className={buttonClass()}>
        Try again
      </a>
    </Problem>
  );
}

function Problem({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`mx-auto max-w-xl ${cardClass}`}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
