import { type ComponentProps, type ReactNode, useId } from "react";
import { Form, isRouteErrorResponse, Link, useNavigation, useRouteLoaderData } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { sameSitePath } from "../../lib/same-site-path.ts";

/**
 * The desk's building blocks: forms that carry the CSRF token, labelled fields whose error is
 * tied to them, notices. English only (the desk is for staff).
 */

export const DESK_LAYOUT_ID = "routes/desk";

export interface DeskLayoutData {
  csrf: string;
  staff: {
    name: string;
    email: string;
    role: "admin" | "editor" | "moderator";
    twoFactorEnabled: boolean;
  } | null;
  nav: { path: string; label: string }[];
}

export function useDeskLayout(): DeskLayoutData | undefined {
  return useRouteLoaderData<DeskLayoutData>(DESK_LAYOUT_ID);
}

/** A POST form with the CSRF token; `intent` names what the submit button does. */
export function DeskForm({
  children,
  intent,
  ...props
}: ComponentProps<typeof Form> & { intent?: string }) {
  const csrf = useDeskLayout()?.csrf ?? "";
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="csrf" value={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}

/** The class of every desk text box, list and text area. */
export const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

/** The props that tie a control to its label, hint and error. */
export interface DescribedProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled control with its hint above and its error below, both tied to it. `marked` adds
 * "(required)" to the label, for forms where some fields may stay empty.
 */
export function Described({
  label,
  hint,
  error,
  marked = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  marked?: boolean;
  children: (props: DescribedProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
        {marked ? <span className="font-normal text-slate-700"> (required)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Field({
  label,
  name,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  hint,
  required = true,
  marked = false,
  maxLength,
  inputMode,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Says "(required)" in the label (Described). */
  marked?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "email" | "text";
}) {
  return (
    <Described label={label} hint={hint} error={error} marked={marked && required}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          required={required}
          aria-required={required || undefined}
          maxLength={maxLength}
          inputMode={inputMode}
          className={inputClass}
        />
      )}
    </Described>
  );
}

export function SubmitButton({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: "primary" | "outline";
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className={buttonClass({ variant })} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

export function Notice({
  tone,
  children,
}: {
  tone: "problem" | "success" | "info";
  children: ReactNode;
}) {
  const styles = {
    problem: "border-red-200 bg-red-50 text-red-900",
    success: "border-brand-100 bg-brand-50 text-nature-700",
    info: "border-brand-100 bg-brand-50 text-brand-900",
  }[tone];
  return (
    <div
      role={tone === "problem" ? "alert" : "status"}
      className={`rounded-lg border p-4 ${styles}`}
    >
      {children}
    </div>
  );
}

/** The link above a page's title back to where it belongs. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-3">
      <Link to={to} className="text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-slate-700">{intro}</p> : null}
    </div>
  );
}

export const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** Every desk page's meta: its title, and never in a search engine. */
export function deskMeta(title: string) {
  return [
    { title: `${title} · Explore Kosovo desk` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Where to go after signing in: a desk path only, never another site. */
export function safeNext(value: unknown): string {
  const path = sameSitePath(value, "/desk");
  return /^\/desk(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(path) ? path : "/desk";
}

/** A protected page's meta: its title, or "Sign in" while its sign-in form stands in for it. */
export function deskPageMeta(title: string) {
  return ({ error }: { error?: unknown }) =>
    deskMeta(isRouteErrorResponse(error) && error.status === 401 ? "Sign in" : title);
}

/** The notice above a refused form: how many fields need correcting (nothing when none). */
export function FieldProblems({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Notice tone="problem">
      {count === 1
        ? "One field needs correcting; it is marked below. Nothing was saved."
        : `${count} fields need correcting; they are marked below. Nothing was saved.`}
    </Notice>
  );
}
