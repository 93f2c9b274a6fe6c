import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { confirmTwoFactor, startTwoFactor } from "../features/desk/account.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { DeskProblem } from "../features/desk/people.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { ROLE_LABELS } from "../features/desk/roles.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  DeskForm,
  deskPageMeta,
  Field,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.account";

const route = deskRoute("/desk/account");

/** The signed-in person's account: two-factor sign-in (required for admins) and the password. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireRoute(request, route);
  return {
    email: staff.email,
    role: staff.role,
    twoFactorEnabled: staff.twoFactorEnabled,
    justEnabled: new URL(request.url).searchParams.has("two-factor-on"),
  };
}

interface Setup {
  uri: string;
  secret: string;
  backupCodes: string[];
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const intent = form.get("intent");
  const kept: Setup = {
    uri: String(form.get("uri") ?? ""),
    secret: String(form.get("secret") ?? ""),
    backupCodes: [],
  };
  try {
    if (intent === "start-two-factor") {
      return { setup: await startTwoFactor(db, request, form.get("password")), error: undefined };
    }
    if (intent === "confirm-two-factor") {
      const headers = await confirmTwoFactor(db, request, staff, form.get("code"));
      throw redirect("/desk/account?two-factor-on=1", { headers });
    }
  } catch (error) {
    if (!(error instanceof DeskProblem)) throw error;
    return { setup: intent === "confirm-two-factor" ? kept : undefined, error: error.message };
  }
  return { setup: undefined, error: "Choose what to do with the buttons on the page." };
}

export const meta: Route.MetaFunction = deskPageMeta("Your account");

export default function DeskAccount({ loaderData, actionData }: Route.ComponentProps) {
  const setup = actionData?.setup;
  return (
    <>
      <PageTitle intro={`${loaderData.email} · ${ROLE_LABELS[loaderData.role]}`}>
        Your account
      </PageTitle>
      <section aria-labelledby="two-factor" className={`max-w-2xl ${cardClass}`}>
        <h2 id="two-factor" className="text-xl font-bold">
          Two-factor sign-in
        </h2>
        {loaderData.justEnabled ? (
          <div className="mt-4">
            <Notice tone="success">
              Two-factor sign-in is on. From now on you sign in with your password and a code.
            </Notice>
          </div>
        ) : null}
        {loaderData.twoFactorEnabled ? (
          <p className="mt-3 text-slate-700">
            On: signing in asks for a code from your authenticator app.
          </p>
        ) : setup ? (
          <TwoFactorSetup setup={setup} error={actionData?.error} />
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              {loaderData.role === "admin"
                ? "Admins must sign in with a second factor: set it up to open the rest of the desk."
                : "Optional, and recommended: a code from an authenticator app on your phone as well as your password."}
            </p>
            <DeskForm intent="start-two-factor" className="mt-4 space-y-4">
              {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                hint="To confirm it is you."
              />
              <SubmitButton>Set up two-factor sign-in</SubmitButton>
            </DeskForm>
          </>
        )}
      </section>
    </>
  );
}

function TwoFactorSetup({ setup, error }: { setup: Setup; error?: string }) {
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-3 pl-6 text-slate-800">
        <li>
          In your authenticator app, add an account by hand with this key (time-based):{" "}
          <code
            data-testid="totp-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono break-all"
          >
            {setup.secret}
          </code>
          {setup.uri ? (
            <>
              {" "}
              or open{" "}
              <a href={setup.uri} className="text-brand-700 underline">
                this setup link
              </a>{" "}
              on the phone.
            </>
          ) : null}
        </li>
        {setup.backupCodes.length ? (
          <li>
            Keep these backup codes somewhere safe; each works once if you lose your phone:
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </li>
        ) : null}
        <li>Enter the code the app shows now.</li>
      </ol>
      <DeskForm intent="confirm-two-factor" className="space-y-4">
        <input type="hidden" name="uri" value={setup.uri} />
        <input type="hidden" name="secret" value={setup.secret} />
        {error ? <Notice tone="problem">{error}</Notice> : null}
        <Field label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" />
        <SubmitButton>Turn on two-factor sign-in</SubmitButton>
      </DeskForm>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
