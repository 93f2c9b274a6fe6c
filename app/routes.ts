import { type RouteConfig, route } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/**
 * The JSON API and the crawler files are the same in every language; the editors' desk is in
 * English only (PRODUCT B13).
 */
const LANGUAGE_NEUTRAL = /^(api\/|robots\.txt$|sitemap\.xml$|desk(\/|$))/;

/**
 * Every page under an optional language prefix (docs/decisions/005-i18n.md): `/cities/1` is
 * English, `/sq/cities/1`, `/de/cities/1` and `/it/cities/1` the same page in Albanian, German and
 * Italian. Slugs and ids never change between languages.
 */
export default flatRoutes().then((routes) => [
  ...routes.filter((entry) => LANGUAGE_NEUTRAL.test(entry.path ?? "")),
  route(
    ":lang?",
    "layouts/locale.tsx",
    routes.filter((entry) => !LANGUAGE_NEUTRAL.test(entry.path ?? "")),
  ),
]) satisfies Promise<RouteConfig>;
