import { data, redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { MIN_PASSWORD_LENGTH } from "../features/desk/passwords.server.ts";
import { acceptInvitation, DeskProblem, openInvitation } from "../features/desk/people.server.ts";
import { ROLE_LABELS } from "../features/desk/roles.ts";
import { signIn } from "../features/desk/sign-in.server.ts";
import {
  cardClass,
  DeskForm,
  deskMeta,
  Field,
  Notice,
  SubmitButton,
} from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.invitation";

/** Public (registry.ts): the one-time invitation link, where the person chooses a password. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await openInvitation(await getDatabase(), token);
  if (!invitation) return data({ state: "invalid" as const }, { status: 404 });
  return {
    state: "open" as const,
    token,
    email: invitation.email,
    role: invitation.role as keyof typeof ROLE_LABELS,
    minLength: MIN_PASSWORD_LENGTH,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await verifiedForm(request);
  const token = String(form.get("token") ?? "");
  const name = String(form.get("name") ?? "");
  const password = form.get("password");
  const db = await getDatabase();
  try {
    const { email } = await acceptInvitation(db, token, { name, password });
    const result = await signIn(db, request, { email, password });
    if (!result.ok) throw redirect("/desk/sign-in");
    // Every role sets up two-factor sign-in before the rest of the desk opens.
    throw redirect("/desk/account", { headers: result.headers });
  } catch (error) {
    if (!(error instanceof DeskProblem)) throw error;
    return { error: error.message, name };
  }
}

export const meta: Route.MetaFunction = () => deskMeta("Join the desk");

export default function DeskInvitation({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "invalid") {
    return (
      <div className={`mx-auto max-w-md ${cardClass}`}>
        <h1 className="text-2xl font-bold">This invitation cannot be used</h1>
        <p className="mt-3 text-slate-700">
          The link is used, withdrawn or older than three days. Ask an admin of the desk for a new
          one.
        </p>
      </div>
    );
  }
  return (
    <div className={`mx-auto max-w-md ${cardClass}`}>
      <h1 className="text-2xl font-bold">Join the editors' desk</h1>
      <p className="mt-2 text-slate-700">
        You are invited as {ROLE_LABELS[loaderData.role].toLowerCase()} with the address{" "}
        <strong>{loaderData.email}</strong>. Choose your name and a password; then you set up
        two-factor sign-in with an authenticator app on your phone.
      </p>
      <DeskForm className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
        {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
        <Field label="Your name" name="name" autoComplete="name" defaultValue={actionData?.name} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${loaderData.minLength} characters. A few unrelated words are long and easy to remember; common passwords are refused.`}
        />
        <SubmitButton>Create my account</SubmitButton>
      </DeskForm>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
