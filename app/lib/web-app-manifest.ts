/**
 * The web app manifest's members (issue 21): browsers install a site with a name, a start URL,
 * `display`, and icons of 192 and 512 px; the maskable one lets Android crop it to its shapes.
 * The icons are drawn from our own artwork by scripts/app-icons.ts.
 */

/** DESIGN: the deep blue of headers and primary buttons (root.tsx's theme-color). */
export const THEME_COLOR = "#244AA5";

export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webAppManifest(options: {
  name: string;
  description: string;
  lang: string;
  startUrl: string;
}) {
  return {
    id: "/",
    name: options.name,
    short_name: "Kosovo",
    description: options.description,
    lang: options.lang,
    start_url: options.startUrl,
    scope: "/",
    display: "standalone",
    background_color: "#FFFFFF",
    theme_color: THEME_COLOR,
    icons: APP_ICONS,
  };
}
