import { z } from "zod";

/** Site settings. Social accounts and contact details stay hidden while they are empty. */
export const siteSettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    x: z.string(),
  }),
});

export const siteSettings = siteSettingsSchema.parse({
  name: "Explore Kosovo",
  address: "Pristina, Kosovo",
  phone: "",
  email: "",
  social: { facebook: "", instagram: "", youtube: "", x: "" },
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
