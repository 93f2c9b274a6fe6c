import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What many pages share, by folder: helpers, texts, SEO and components. Rich halves
// (`*.rich.tsx`, decision 043) load on first use; components/page/ holds what only a few pages
// use (and what brings its own library code, like Radix Tabs), bundled with those pages.
const sharedModule = /app[\\/](lib|i18n|seo|components)[\\/]/;
const notShared = /\.rich\.tsx$|components[\\/]page[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      // Radix's scroll lock writes a <style> element, which our CSP refuses; this copy uses a
      // constructed stylesheet instead (decision 070).
      "react-style-singleton": fileURLToPath(
        new URL("./app/vendor/react-style-singleton.ts", import.meta.url),
      ),
    },
  },
  build: {
    // Keep every asset a separate hashed file: inline data URIs would need a looser CSP.
    assetsInlineLimit: 0,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      output: {
        // Fewer, larger shared chunks: every file of a first load costs a request and its
        // headers. Code that loads on demand (menus, sheets, dialogs, toasts) stays apart.
        // "shared" comes first: a group takes the dependencies of what it captures, so React,
        // React Router and the icons the shared code uses go with it, and the icons and Radix
        // parts only some pages or rich halves use stay out of every page's first load
        // (decision 073).
        codeSplitting: {
          groups: [
            { name: "shared", test: (id) => sharedModule.test(id) && !notShared.test(id) },
            { name: "zod", test: /node_modules[\\/]zod/ },
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
            {
              name: "radix",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|number|react-(slot|presence|use-[a-z-]+|context|primitive|collapsible|compose-refs|id|direction))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
