import { Link } from "react-router";
import { cardClass, DeskForm, Field, Notice, SubmitButton } from "./ui.tsx";

/** The desk's sign-in form: on /desk/sign-in and wherever a page needs a session (401). */
export function SignInForm({
  next,
  error,
  email,
  notice,
}: {
  next?: string;
  error?: string;
  email?: string;
  notice?: string;
}) {
  return (
    <div className={`mx-auto max-w-md ${cardClass}`}>
      <h1 className="text-2xl font-bold text-slate-900">Sign in to the desk</h1>
      <p className="mt-2 text-slate-700">
        For the Explore Kosovo editorial team. Accounts are by invitation.
      </p>
      <DeskForm action="/desk/sign-in" className="mt-6 space-y-4">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        {notice && !error ? <Notice tone="success">{notice}</Notice> : null}
        {error ? <Notice tone="problem">{error}</Notice> : null}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={email}
        />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        <SubmitButton>Sign in</SubmitButton>
      </DeskForm>
      <p className="mt-4 text-sm">
        <Link to="/desk/reset-password" className="text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
