/**
 * Bundles the service worker (sw/sw.ts) into build/client/sw.js after `react-router build`
 * (package.json "build"), with the list of files it stores on install: the stylesheet, the fonts,
 * and the scripts of the practical pages and the offline page, read from React Router's
 * manifest of this build (decision 080).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");

/** The route modules whose pages work offline from the first visit (app/lib/offline.ts). */
const OFFLINE_ROUTES = [
  "root",
  "layouts/locale",
  "routes/about.general",
  "routes/about.transport",
  "routes/plan._index",
  "routes/offline",
  "routes/emergency",
];

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

function precacheList(): string[] {
  const files = readdirSync(path.join(clientDir, "assets"));
  const manifestFile = files.find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error("sw: no React Router manifest in build/client/assets");
  const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  const manifest = JSON.parse(json) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const entries = [manifest.entry];
  for (const id of OFFLINE_ROUTES) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`sw: route ${id} is not in the manifest`);
    entries.push(route);
  }
  // The manifest itself: offline, the worker answers React Router's route discovery from it
  // (decision 115).
  const urls = new Set<string>([`/assets/${manifestFile}`]);
  for (const entry of entries) {
    for (const url of [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])]) urls.add(url);
  }
  // The site's stylesheet (root.tsx links it) and the fonts it names.
  for (const file of files) {
    if (/^app-[\w-]+\.css$/.test(file) || /\.woff2$/.test(file)) urls.add(`/assets/${file}`);
  }
  // The frame's halves that load on first use (decision 043): menus, the language picker,
  // toasts and the worker's own page half; and the sections whose code loads on view
  // (`*.view.tsx`, decision 123), so a page kept offline still gets its forms when the visitor
  // scrolls or taps. With the chunks they import.
  const onDemand = /\.(rich|view)-[\w-]+\.js$/;
  const queue = files.filter((file) => onDemand.test(file));
  for (let file = queue.pop(); file; file = queue.pop()) {
    const url = `/assets/${file}`;
    if (urls.has(url) && !onDemand.test(file)) continue;
    urls.add(url);
    const code = readFileSync(path.join(clientDir, "assets", file), "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      if (match[1] && !urls.has(`/assets/${match[1]}`)) queue.push(match[1]);
    }
  }
  return [...urls].sort();
}

export default defineConfig(() => ({
  publicDir: false as const,
  define: {
    __PRECACHE_ASSETS__: JSON.stringify(precacheList()),
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.join(root, "sw/sw.ts"),
      formats: ["iife" as const],
      name: "exploreKosovoServiceWorker",
      fileName: () => "sw.js",
    },
  },
}));
