import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import {
  backupCodesLeft,
  changePassword,
  confirmTwoFactor,
  endMyOtherSessions,
  mySessions,
  PasswordChangeProblem,
  renewBackupCodes,
  setupUnderWay,
  startTwoFactor,
} from "../features/desk/account.server.ts";
import {
  PasswordSection,
  SessionsSection,
  TwoFactorSection,
} from "../features/desk/account-sections.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { MIN_PASSWORD_LENGTH } from "../features/desk/passwords.server.ts";
import { DeskProblem } from "../features/desk/people.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { ROLE_LABELS } from "../features/desk/roles.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.account";

const route = deskRoute("/desk/account");

/** The signed-in person's account: two-factor sign-in (required), sessions, the password. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireRoute(request, route);
  const query = new URL(request.url).searchParams;
  const ended = query.get("sessions-ended");
  const db = await getDatabase();
  return {
    email: staff.email,
    role: staff.role,
    twoFactorEnabled: staff.twoFactorEnabled,
    justEnabled: query.has("two-factor-on"),
    passwordChanged: query.has("password-changed"),
    sessionsEnded: ended && /^\d+$/.test(ended) ? Number(ended) : undefined,
    backupCodesLeft: await backupCodesLeft(db, staff),
    sessions: await mySessions(db, staff),
    minLength: MIN_PASSWORD_LENGTH,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const intent = form.get("intent");
  try {
    if (intent === "start-two-factor") {
      return { setup: await startTwoFactor(db, request, form.get("password")) };
    }
    if (intent === "confirm-two-factor") {
      const code = String(form.get("code") ?? "");
      const setup = await setupUnderWay(db, staff, form.get("uri"));
      if (!setup) return { error: "The set-up was not found. Start it again with your password." };
      try {
        const headers = await confirmTwoFactor(db, request, staff, code);
        throw redirect("/desk/account?two-factor-on=1", { headers });
      } catch (error) {
        // A wrong code: the key, the QR code and the backup codes stay on the page.
        if (!(error instanceof DeskProblem)) throw error;
        return { setup, error: error.message, code };
      }
    }
    if (intent === "new-backup-codes") {
      return { newBackupCodes: await renewBackupCodes(db, request, staff, form.get("password")) };
    }
    if (intent === "end-other-sessions") {
      const ended = await endMyOtherSessions(db, staff);
      throw redirect(`/desk/account?sessions-ended=${ended}`);
    }
    if (intent === "change-password") {
      const headers = await changePassword(db, request, staff, {
        current: form.get("current"),
        next: form.get("next"),
      });
      throw redirect("/desk/account?password-changed=1", { headers });
    }
  } catch (error) {
    if (error instanceof PasswordChangeProblem) {
      return { passwordError: { field: error.field, message: error.message } };
    }
    if (!(error instanceof DeskProblem)) throw error;
    return { error: error.message };
  }
  return { error: "Choose what to do with the buttons on the page." };
}

export const meta: Route.MetaFunction = deskPageMeta("Your account");

export default function DeskAccount({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as
    | {
        setup?: Parameters<typeof TwoFactorSection>[0]["setup"];
        error?: string;
        code?: string;
        newBackupCodes?: string[];
        passwordError?: { field: "current" | "next"; message: string };
      }
    | undefined;
  return (
    <>
      <PageTitle intro={`${loaderData.email} · ${ROLE_LABELS[loaderData.role]}`}>
        Your account
      </PageTitle>
      <TwoFactorSection
        enabled={loaderData.twoFactorEnabled}
        justEnabled={loaderData.justEnabled}
        backupCodesLeft={loaderData.backupCodesLeft}
        newBackupCodes={answer?.newBackupCodes}
        setup={answer?.setup}
        error={answer?.error}
        code={answer?.code}
      />
      <SessionsSection sessions={loaderData.sessions} ended={loaderData.sessionsEnded} />
      <PasswordSection
        changed={loaderData.passwordChanged}
        minLength={loaderData.minLength}
        error={answer?.passwordError}
      />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
