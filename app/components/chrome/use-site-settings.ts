import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../content/site.ts";
import type { RootData } from "../../seo/meta.ts";

const NONE: Omit<SiteSettings, "name"> = {
  phone: "",
  email: "",
  social: { facebook: "", instagram: "", youtube: "", x: "" },
};

/**
 * The site's contact details and social links, as the desk keeps them in the database (root
 * loader, docs/decisions/054); empty ones are hidden.
 */
export function useSiteSettings(): Omit<SiteSettings, "name"> {
  return useRouteLoaderData<RootData>("root")?.settings ?? NONE;
}
