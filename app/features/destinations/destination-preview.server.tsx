import { renderPageToHtml } from "../../components/page/static-page.server.tsx";
import type { Database } from "../../db/client.server.ts";
import type { DestinationRow } from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { destinationPageData } from "./destination-data.server.ts";
import { DestinationPage } from "./destination-page.tsx";

/** The destination's public page as HTML, whatever its status (the desk's preview, decision 100). */
export async function destinationPreviewHtml(
  db: Database,
  row: DestinationRow,
  locale: Locale,
  catalogue: unknown,
): Promise<string> {
  const data = await destinationPageData(db, row, locale);
  return renderPageToHtml(<DestinationPage data={data} />, locale, catalogue);
}
