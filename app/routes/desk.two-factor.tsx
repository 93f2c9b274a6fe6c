import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { verifySignInCode } from "../features/desk/sign-in.server.ts";
import {
  cardClass,
  DeskForm,
  deskMeta,
  Field,
  Notice,
  SubmitButton,
  safeNext,
} from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.two-factor";

/** Public (registry.ts): the second step of signing in, after the password was accepted. */
export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await verifiedForm(request);
  const next = safeNext(form.get("next"));
  const code = String(form.get("code") ?? "");
  const result = await verifySignInCode(await getDatabase(), request, code);
  if (!result.ok) return { error: result.message, code };
  throw redirect(next, { headers: result.headers });
}

export const meta: Route.MetaFunction = () => deskMeta("Two-factor sign-in");

export default function DeskTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`mx-auto max-w-md ${cardClass}`}>
      <h1 className="text-2xl font-bold">Enter your sign-in code</h1>
      <p className="mt-2 text-slate-700">
        Open your authenticator app and enter the 6-digit code for the Explore Kosovo desk. Lost
        your phone? Enter one of your backup codes instead; each works once.
      </p>
      <DeskForm className="mt-6 space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
        <Field
          label="Code"
          name="code"
          autoComplete="one-time-code"
          hint="6 digits from the app, or a backup code such as ABCDE-FGHJK."
          defaultValue={actionData?.code}
        />
        <SubmitButton>Continue</SubmitButton>
      </DeskForm>
      <p className="mt-4 text-sm">
        <a href="/desk/sign-in" className="text-brand-700 underline">
          Start again with your password
        </a>
      </p>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
