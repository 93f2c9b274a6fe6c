import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The frame: every app module that the root route and the language layout (loaded on every page)
 * import statically, followed through the app's relative imports. `import()` (halves loaded on
 * first use, decision 043) and `import type` are not followed.
 */
function frameModules(entries: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...entries];
  const staticImport =
    /^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["'](\.[^"']+)["']/gm;
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (found.has(file) || !existsSync(file)) continue;
    found.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(staticImport)) {
      queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  // The route modules themselves stay chunks of their own.
  for (const entry of entries) found.delete(entry);
  return found;
}
const frame = frameModules(
  ["./app/root.tsx", "./app/layouts/locale.tsx"].map((file) =>
    fileURLToPath(new URL(file, import.meta.url)),
  ),
);

// What many pages share, by folder: helpers, texts, SEO and components. Rich halves
// (`*.rich.tsx`, decision 043) and the code only they use (`*.rich.ts`, decision 081) load on
// first use, sections below the fold (`*.view.tsx`, decision 123) when they come into view;
// components/page/ holds what only a few pages use (the map facade, the tabs, the detail-page
// frame), bundled with those pages.
const sharedModule = /app[\\/](lib|i18n|seo|components)[\\/]/;
// The desk's clock (lib/kosovo-time.ts, decision 135) is in lib for the server's mails and
// exports, but no public page runs it: it goes with the desk's chunks.
const notShared = /\.(rich|view)\.tsx?$|components[\\/]page[\\/]|lib[\\/]kosovo-time\.ts$/;
// The detail pages' frame, and the components only detail pages use (decision 123).
const detailPart = /components[\\/]page[\\/](detail-layout|climate-card|keep-offline)\.tsx$/;
const detailOnly = /components[\\/](share-button|page-hero)\.tsx$/;

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
        // The icon groups are named after the pages that share them ("icons~a~b~…"): keep the
        // group's name only. The service worker's build (sw/vite.config.ts) follows imports of
        // plain file names, and long names cost bytes in every import.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/~.*$/, "")}-[hash].js`,
        // Fewer, larger shared chunks: every file of a first load costs a request and its
        // headers. Code that loads on demand (menus, sheets, dialogs, toasts) stays apart.
        // "shared" (the frame, which every page runs, and the shared folders) comes first: a
        // group takes the dependencies of what it captures, so React, React Router and the
        // icons the shared code uses go with it, and the icons and Radix parts that only some
        // pages or rich halves use stay out of every page's first load (decision 073).
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: (id) =>
                frame.has(id.split("?")[0] as string) ||
                (sharedModule.test(id) && !notShared.test(id) && !detailOnly.test(id)) ||
                // The few lines that load a section on view (decision 123): alone, each used by
                // several pages was a file of its own.
                /-on-view\.tsx$/.test(id),
            },
            // Pieces of components/page/ that go together, one file each instead of two.
            { name: "tabs", test: /components[\\/]page[\\/](progressive-)?tabs\.tsx$/ },
            // The detail pages' parts (with their share button and hero), and "Keep offline" of a
            // city or destination.
            {
              name: "detail",
              test: (id) => detailPart.test(id) || detailOnly.test(id),
            },
            { name: "zod", test: /node_modules[\\/]zod/ },
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react/,
              entriesAware: true,
              // Icons go with the pages that show them, grouped by the set of pages
              // using them; groups under 5 KB join their nearest neighbour (fewer files; 5 KB, not
              // 10, since the sections that load on view became entries of their own: decision 123).
              entriesAwareMergeThreshold: 5_000,
            },
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
