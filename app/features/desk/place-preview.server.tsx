import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { I18nProvider } from "../../i18n/i18n.tsx";
import type { Locale } from "../../i18n/locales.ts";
import type { DestinationPageData } from "../destinations/destination-data.server.ts";
import { DestinationPage } from "../destinations/destination-page.tsx";
import type { ExperiencePageData } from "../experiences/experience-data.server.ts";
import { ExperiencePage } from "../experiences/experience-page.tsx";

/**
 * The public page of a destination or an experience, rendered on the server for the desk's
 * preview (decision 100): exactly what a visitor's first paint shows, in their language. The
 * desk's route does not import the public pages: their icons would then be grouped with a desk
 * route and every public page would load one more file (decision 073).
 */
export function placePreviewHtml(
  page: { destination: DestinationPageData } | { experience: ExperiencePageData },
  locale: Locale,
  catalogue: Record<string, unknown>,
): string {
  return renderToString(
    <MemoryRouter>
      <I18nProvider locale={locale} catalogue={catalogue as never}>
        {"destination" in page ? (
          <DestinationPage data={page.destination} />
        ) : (
          <ExperiencePage data={page.experience} />
        )}
      </I18nProvider>
    </MemoryRouter>,
  );
}
