import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { getDeskSettings } from "../db/site-settings.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { saveSettingsFromForm } from "../features/desk/settings-actions.server.ts";
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
import { requireFound } from "../lib/ids.ts";
import type { Route } from "./+types/desk.settings._index";

const route = deskRoute("/desk/settings");

const FIELDS = [
  { name: "phone", label: "Phone", type: "tel", hint: "With the country code: +383 …" },
  { name: "email", label: "Email", type: "email" },
  { name: "facebook", label: "Facebook page", type: "url" },
  { name: "instagram", label: "Instagram account", type: "url" },
  { name: "youtube", label: "YouTube channel", type: "url" },
  { name: "x", label: "X account", type: "url" },
] as const;

/** Editors and admins: the contact details and social links every page shows (hidden if empty). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const settings = requireFound(await getDeskSettings(await getDatabase()));
  return {
    version: settings.version,
    values: Object.fromEntries(FIELDS.map((field) => [field.name, settings[field.name]])),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  return saveSettingsFromForm(await getDatabase(), staff, form);
}

export const meta: Route.MetaFunction = deskPageMeta("Site settings");

export default function DeskSettings({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values: Record<string, string> = refused?.values ?? loaderData.values;
  const errors: Record<string, string> = refused?.errors ?? {};
  const problems = Object.keys(errors).length;
  return (
    <>
      <PageTitle intro="The contact details and social links in every page's footer (and the home page's Instagram link). An empty field is not shown.">
        Site settings
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {actionData?.ok ? <Notice tone="success">{actionData.message}</Notice> : null}
        {refused?.conflict ? <Notice tone="problem">{refused.conflict}</Notice> : null}
        {problems > 0 ? (
          <Notice tone="problem">
            {problems === 1
              ? "One field needs correcting; it is marked below. Nothing was saved."
              : `${problems} fields need correcting; they are marked below. Nothing was saved.`}
          </Notice>
        ) : null}
      </div>
      <p className="mb-6">
        <Link to="/desk/settings/revisions" className={buttonClass({ variant: "outline" })}>
          History
        </Link>
      </p>
      <DeskForm key={loaderData.version} className={`space-y-6 ${cardClass}`}>
        <input type="hidden" name="expectedVersion" value={loaderData.version} />
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            hint={"hint" in field ? field.hint : undefined}
            required={false}
            defaultValue={values[field.name] ?? ""}
            error={errors[field.name]}
          />
        ))}
        <SubmitButton>Save the settings</SubmitButton>
      </DeskForm>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
