import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { signIn } from "../features/desk/sign-in.server.ts";
import { SignInForm } from "../features/desk/sign-in-form.tsx";
import { currentStaff } from "../features/desk/staff.server.ts";
import { deskMeta, safeNext } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.sign-in";

/** Public (registry.ts): the sign-in form and its action. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await currentStaff(request)) throw redirect("/desk");
  const query = new URL(request.url).searchParams;
  const notice = query.has("signed-out")
    ? "You are signed out."
    : query.has("password-changed")
      ? "Your password is changed. Sign in with the new one."
      : undefined;
  return { next: safeNext(query.get("next")), notice };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await verifiedForm(request);
  const next = safeNext(form.get("next"));
  const email = String(form.get("email") ?? "");
  const result = await signIn(await getDatabase(), request, {
    email,
    password: form.get("password"),
  });
  if (!result.ok) return { error: result.message, email, next };
  if (result.twoFactor) {
    throw redirect(`/desk/two-factor?next=${encodeURIComponent(next)}`, {
      headers: result.headers,
    });
  }
  throw redirect(next, { headers: result.headers });
}

export const meta: Route.MetaFunction = () => deskMeta("Sign in");

export default function DeskSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      next={actionData?.next ?? loaderData.next}
      error={actionData?.error}
      email={actionData?.email}
      notice={loaderData.notice}
    />
  );
}

export { DeskErrorBoundary as ErrorBoundary };
