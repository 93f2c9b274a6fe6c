import { Link } from "react-router";
import { cardClass, DeskForm, Field, Notice, SubmitButton } from "./ui.tsx";

/**
 * The account page's sections (routes/desk.account.tsx): two-factor sign-in and its set-up
 * (the key as text and as a QR code drawn on the server, the backup codes), one's sessions, and
 * a new password. Plain forms: they work before and without the page's script.
 */

export interface SetupView {
  uri: string;
  secret: string;
  qr: { size: number; path: string };
  backupCodes: string[];
}

export interface SessionView {
  id: string;
  current: boolean;
  started: string;
  lastUsed: string;
  browser: string;
}

export function TwoFactorSection({
  enabled,
  justEnabled,
  backupCodesLeft,
  newBackupCodes,
  setup,
  error,
  code,
}: {
  enabled: boolean;
  justEnabled: boolean;
  backupCodesLeft: number;
  newBackupCodes?: string[];
  setup?: SetupView;
  error?: string;
  code?: string;
}) {
  return (
    <section aria-labelledby="two-factor" className={`max-w-2xl ${cardClass}`}>
      <h2 id="two-factor" className="text-xl font-bold">
        Two-factor sign-in
      </h2>
      {justEnabled ? (
        <div className="mt-4">
          <Notice tone="success">
            Two-factor sign-in is on. From now on you sign in with your password and a code; your
            other sessions have ended.{" "}
            <Link to="/desk" className="underline">
              Open the desk
            </Link>
          </Notice>
        </div>
      ) : null}
      {enabled ? (
        <>
          <p className="mt-3 text-slate-700">
            On: signing in asks for a code from your authenticator app, or one of your backup codes.
          </p>
          {newBackupCodes ? (
            <div className="mt-4 space-y-2">
              <Notice tone="success">
                Here are your new backup codes; the old ones no longer work. Keep them somewhere
                safe, apart from your phone.
              </Notice>
              <BackupCodeList codes={newBackupCodes} />
            </div>
          ) : (
            <DeskForm intent="new-backup-codes" className="mt-4 space-y-4">
              <p className="text-slate-700">
                {backupCodesLeft === 1
                  ? "One backup code is left."
                  : `${backupCodesLeft} backup codes are left.`}{" "}
                New ones replace them all.
              </p>
              {error ? <Notice tone="problem">{error}</Notice> : null}
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                hint="To confirm it is you."
              />
              <SubmitButton variant="outline">Make new backup codes</SubmitButton>
            </DeskForm>
          )}
        </>
      ) : setup ? (
        <TwoFactorSetup setup={setup} error={error} code={code} />
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            Everyone on the desk signs in with a second factor, a code from an authenticator app on
            your phone: set it up to open the rest of the desk.
          </p>
          <DeskForm intent="start-two-factor" className="mt-4 space-y-4">
            {error ? <Notice tone="problem">{error}</Notice> : null}
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
  );
}

function TwoFactorSetup({
  setup,
  error,
  code,
}: {
  setup: SetupView;
  error?: string;
  code?: string;
}) {
  const side = setup.qr.size + 8;
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-3 pl-6 text-slate-800">
        <li>
          In your authenticator app, add an account by scanning this QR code:
          <svg
            viewBox={`-4 -4 ${side} ${side}`}
            width="200"
            height="200"
            role="img"
            aria-label="QR code of the set-up link for your authenticator app"
            shapeRendering="crispEdges"
            className="my-3 block"
          >
            <rect x="-4" y="-4" width={side} height={side} fill="#fff" />
            <path d={setup.qr.path} fill="#000" />
          </svg>
          or by hand with this key (time-based):{" "}
          <code
            data-testid="totp-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono break-all"
          >
            {setup.secret}
          </code>
          , or open{" "}
          <a href={setup.uri} className="text-brand-700 underline">
            this set-up link
          </a>{" "}
          on the phone.
        </li>
        {setup.backupCodes.length ? (
          <li>
            Keep these backup codes somewhere safe, apart from your phone. If you lose the phone,
            enter one where the sign-in asks for the code; each works once:
            <BackupCodeList codes={setup.backupCodes} />
          </li>
        ) : null}
        <li>Enter the code the app shows now.</li>
      </ol>
      <DeskForm intent="confirm-two-factor" className="space-y-4">
        <input type="hidden" name="uri" value={setup.uri} />
        {error ? <Notice tone="problem">{error}</Notice> : null}
        <Field
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          defaultValue={code}
        />
        <SubmitButton>Turn on two-factor sign-in</SubmitButton>
      </DeskForm>
    </div>
  );
}

function BackupCodeList({ codes }: { codes: string[] }) {
  return (
    <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-3">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}

export function SessionsSection({ sessions, ended }: { sessions: SessionView[]; ended?: number }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions" className={`mt-8 max-w-2xl ${cardClass}`}>
      <h2 id="sessions" className="text-xl font-bold">
        Your sessions
      </h2>
      <p className="mt-3 text-slate-700">
        A session ends 12 hours after its last use, and 7 days after signing in at the latest.
      </p>
      {ended !== undefined ? (
        <div className="mt-4">
          <Notice tone="success">
            {ended === 1
              ? "One other session has ended."
              : ended === 0
                ? "There was no other session to end."
                : `${ended} other sessions have ended.`}
          </Notice>
        </div>
      ) : null}
      <ul className="mt-4 space-y-3">
        {sessions.map((session) => (
          <li key={session.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">
              {session.current ? "This browser" : "Another browser or device"}
            </p>
            <p className="text-sm text-slate-700">
              Signed in on {session.started}; last used on {session.lastUsed} (Kosovo time).
            </p>
            <p className="text-sm break-all text-slate-700">{session.browser}</p>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <DeskForm intent="end-other-sessions" className="mt-4">
          <SubmitButton variant="outline">Sign out my other sessions</SubmitButton>
        </DeskForm>
      ) : (
        <p className="mt-4 text-slate-700">You are signed in nowhere else.</p>
      )}
    </section>
  );
}

export function PasswordSection({
  changed,
  minLength,
  error,
}: {
  changed: boolean;
  minLength: number;
  error?: { field: "current" | "next"; message: string };
}) {
  return (
    <section aria-labelledby="password" className={`mt-8 max-w-2xl ${cardClass}`}>
      <h2 id="password" className="text-xl font-bold">
        Change your password
      </h2>
      <p className="mt-3 text-slate-700">
        Your other sessions end when the password changes; this browser stays signed in.
      </p>
      <DeskForm intent="change-password" className="mt-4 space-y-4">
        {changed ? <Notice tone="success">Your password is changed.</Notice> : null}
        <Field
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          error={error?.field === "current" ? error.message : undefined}
        />
        <Field
          label="New password"
          name="next"
          type="password"
          autoComplete="new-password"
          hint={`At least ${minLength} characters. A few unrelated words are long and easy to remember; common passwords are refused.`}
          error={error?.field === "next" ? error.message : undefined}
        />
        <SubmitButton>Change the password</SubmitButton>
      </DeskForm>
    </section>
  );
}
