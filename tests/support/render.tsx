import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { catalogueFor } from "../../app/i18n/catalogue.server.ts";
import { I18nProvider } from "../../app/i18n/i18n.tsx";
import type { Locale } from "../../app/i18n/locales.ts";

/** Renders a component as a page in `locale` would: with that language's UI strings. */
export function renderInLocale(ui: ReactElement, locale: Locale = "en"): RenderResult {
  return render(
    <I18nProvider locale={locale} catalogue={catalogueFor(locale)}>
      {ui}
    </I18nProvider>,
  );
}
