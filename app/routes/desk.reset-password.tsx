import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { MIN_PASSWORD_LENGTH } from "../features/desk/passwords.server.ts";
import { DeskProblem } from "../features/desk/people.server.ts";
import { requestPasswordReset, resetPassword } from "../features/desk/sign-in.server.ts";
import {
  cardClass,
  DeskForm,
  deskMeta,
  Field,
  Notice,
  SubmitButton,
} from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.reset-password";

/**
 * Public (registry.ts): without a token, asks for the address and mails a one-hour link (the
 * same answer whether the address has an account or not); with the link's token, sets a new
 * password and ends every session of the account.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    minLength: MIN_PASSWORD_LENGTH,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await verifiedForm(request);
  const token = String(form.get("token") ?? "");
  const db = await getDatabase();
  try {
    if (!token) {
      await requestPasswordReset(db, request, form.get("email"));
      return { sent: true as const, error: undefined, email: String(form.get("email") ?? "") };
    }
    await resetPassword(db, token, form.get("password"));
  } catch (error) {
    if (!(error instanceof DeskProblem)) throw error;
    return { sent: false as const, error: error.message, email: String(form.get("email") ?? "") };
  }
  throw redirect("/desk/sign-in?password-changed=1");
}

export const meta: Route.MetaFunction = () => deskMeta("Reset your password");

export default function DeskResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <div className={`mx-auto max-w-md ${cardClass}`}>
        <h1 className="text-2xl font-bold">Reset your password</h1>
        {actionData?.sent ? (
          <div className="mt-4">
            <Notice tone="success">
              If {actionData.email} has a desk account, a link to choose a new password is on its
              way. It works for one hour.
            </Notice>
          </div>
        ) : (
          <DeskForm className="mt-6 space-y-4">
            <p className="text-slate-700">
              Enter the address of your desk account; we e-mail you a link.
            </p>
            {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={actionData?.email}
            />
            <SubmitButton>Send the link</SubmitButton>
          </DeskForm>
        )}
      </div>
    );
  }
  return (
    <div className={`mx-auto max-w-md ${cardClass}`}>
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <DeskForm className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${loaderData.minLength} characters; common passwords are refused.`}
        />
        <SubmitButton>Set the new password</SubmitButton>
      </DeskForm>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
