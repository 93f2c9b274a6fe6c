import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep every asset a separate hashed file: inline data URIs would need a looser CSP.
    assetsInlineLimit: 0,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      output: {
        // Fewer, larger shared chunks: every file of a first load costs a request and its
        // headers. Code that loads on demand (menus, sheets, dialogs, toasts) stays apart.
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod/ },
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
            {
              name: "radix",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|number|react-(slot|presence|use-[a-z-]+|context|primitive|collapsible|compose-refs|id|direction))[\\/]/,
            },
            {
              name: "shared",
              test: /app[\\/](lib|i18n|content[\\/](navigation|site|plan-options)|features[\\/]search[\\/](search-launcher|shortcuts)|components[\\/](link|json-ld|save-button|share-button|newsletter-form|error-boundary|not-found-screen|entity-not-found|page-hero|hero-image|ui[\\/]toast\.tsx|ui[\\/]skeleton|layout[\\/](fade-in-section|use-|bottom-bar|desktop-nav|language-picker|site-header|site-footer|mobile-nav|logo|pull-to-refresh)))/,
            },
          ],
        },
      },
    },
  },
});
