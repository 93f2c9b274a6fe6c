import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { createEventFromForm } from "../features/desk/event-actions.server.ts";
import { eventCategories, formValues, newEventValues } from "../features/desk/event-form.server.ts";
import { EventForm } from "../features/desk/event-form.tsx";
import {
  applyMediaChoice,
  isImagePick,
  mediaChoices,
  pickImage,
} from "../features/desk/media-choice.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.events.new";

const route = deskRoute("/desk/events/new");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  return {
    values: newEventValues(),
    categories: [...eventCategories],
    media: await mediaChoices(await getDatabase()),
  };
}

/** Saves a new event as a draft and opens it; a refused form comes back with what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  if (isImagePick(form)) return pickImage(db, form, formValues);
  await applyMediaChoice(db, form);
  const outcome = await createEventFromForm(db, staff, form);
  if (outcome.ok) throw redirect(`/desk/events/${outcome.id}?done=created`);
  return outcome;
}

export const meta: Route.MetaFunction = deskPageMeta("New event");

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const picked = refused?.picked;
  return (
    <>
      <BackLink to="/desk/events">All events</BackLink>
      <PageTitle intro="A new event starts as a draft: visitors see it once you publish it. Write it in English; translations come after.">
        New event
      </PageTitle>
      <EventForm
        key={picked?.key}
        intent="create"
        isNew
        values={refused?.values ?? loaderData.values}
        errors={refused?.errors ?? {}}
        categories={loaderData.categories}
        submitLabel="Save as draft"
        media={loaderData.media}
        picked={picked}
      />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
