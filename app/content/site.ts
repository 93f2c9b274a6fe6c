/**
 * Site settings. Social accounts and contact details stay hidden while they are empty. (The
 * street address is text in each language: `layout.footer.address`.)
 * (Plain data, no schema: the footer ships this to every browser.)
 */
export interface SiteSettings {
  name: string;
  phone: string;
  email: string;
  social: { facebook: string; instagram: string; youtube: string; x: string };
}

export const siteSettings: SiteSettings = {
  name: "Explore Kosovo",
  phone: "",
  email: "",
  social: { facebook: "", instagram: "", youtube: "", x: "" },
};
