import { contentIn } from "../content/localized.server.ts";
import { TextPageView } from "../features/site-pages/text-page.tsx";
import { textPageMeta } from "../features/site-pages/text-page-route.ts";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import type { Route } from "./+types/faq";

export function loader({ params }: Route.LoaderArgs) {
  return { page: contentIn(pageLocale(params)).legal.faqPage };
}

export const meta: Route.MetaFunction = textPageMeta(paths.faq());

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <TextPageView page={loaderData.page} />;
}
