import { getDeskEvent } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { PreviewBar } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { loadEventPreview } from "../features/events/event-data.server.ts";
import { EventPage } from "../features/events/event-page.tsx";
import { messagesFor } from "../i18n/catalogue.server.ts";
import { I18nProvider } from "../i18n/i18n.tsx";
import { defaultLocale, localeFromParam } from "../i18n/locales.ts";
import { FRAME_NAMESPACES, sectionNamespaces } from "../i18n/namespaces.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.events.$id.preview";

const route = deskRoute("/desk/events/:id/preview");

/**
 * The event page as a visitor would see it, in any language, whatever its status: staff only
 * (the desk's answers are never cached by shared caches, decision 051). Drafts stay invisible on
 * the public site.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = localeFromParam(new URL(request.url).searchParams.get("lang") ?? undefined);
  const language = locale ?? defaultLocale;
  const event = requireFound(await getDeskEvent(await getDatabase(), id));
  const page = await loadEventPreview(id, language);
  return {
    id,
    locale: language,
    status: event.status,
    page: page ?? null,
    catalogue: messagesFor(language, [...FRAME_NAMESPACES, ...sectionNamespaces("events")]),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Preview");

export default function PreviewEvent({ loaderData }: Route.ComponentProps) {
  const { id, locale, status, page, catalogue } = loaderData;
  return (
    <>
      <PreviewBar what="event" base={`/desk/events/${id}`} locale={locale} status={status} />
      {page ? (
        <div lang={locale} className="mt-6 rounded-xl border border-slate-200 bg-white">
          <I18nProvider locale={locale} catalogue={catalogue}>
            <EventPage data={page} />
          </I18nProvider>
        </div>
      ) : (
        <p className="mt-6">This event has no date yet: add an edition or a rule to preview it.</p>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
