/**
 * Site settings. Social accounts and contact details stay hidden while they are empty.
 * (Plain data, no schema: the footer ships this to every browser.)
 */
export interface SiteSettings {
  name: string;
  address: string;
  phone: string;
  email: string;
  social: { facebook: string; instagram: string; youtube: string; x: string };
}

export const siteSettings: SiteSettings = {
  name: "Explore Kosovo",
  address: "Pristina, Kosovo",
  phone: "",
  email: "",
  social: { facebook: "", instagram: "", youtube: "", x: "" },
};
