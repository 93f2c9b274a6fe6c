import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { I18nProvider } from "../../i18n/i18n.tsx";
import type { Locale } from "../../i18n/locales.ts";

/**
 * A public page rendered to HTML on the server, in `locale` with its texts (`catalogue`): what a
 * visitor's first paint shows. For the desk's previews of destinations and experiences (decision
 * 100): the desk's client code then never imports the public pages, whose icons would otherwise
 * be regrouped and cost every public page one more file (decision 073).
 */
export function renderPageToHtml(page: ReactNode, locale: Locale, catalogue: unknown): string {
  return renderToString(
    <MemoryRouter>
      <I18nProvider locale={locale} catalogue={catalogue as never}>
        {page}
      </I18nProvider>
    </MemoryRouter>,
  );
}
