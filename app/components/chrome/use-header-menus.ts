import { useRouteLoaderData } from "react-router";
import { headerMenus, type NavMenu } from "../../content/navigation.ts";
import type { RootData } from "../../seo/meta.ts";

/** The header's menus in the page's language (from the root loader; English as a fallback). */
export function useHeaderMenus(): NavMenu[] {
  return useRouteLoaderData<RootData>("root")?.menus ?? headerMenus;
}
