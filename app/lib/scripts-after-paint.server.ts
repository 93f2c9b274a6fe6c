/**
 * Lets a phone paint the page before it fetches and runs the page's JavaScript
 * (docs/decisions/006-first-load-budget.md). React Router ends each document with
 * `<link rel="modulepreload">` tags and one inline module script that imports the route modules
 * and then the client entry; fetched at once, ~140 KB of scripts compete with the page's
 * pictures and their evaluation holds back the first paint. Here the preload tags go, and the
 * module script waits for the first frame before it imports anything. The page is complete and
 * readable without scripts meanwhile: only interactivity comes a frame later.
 *
 * Anything not in that exact shape is left as it is.
 */
const MODULE_SCRIPT = /(<script [^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"(?: nonce="[^"]*")?\/>/g;

export function loadScriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !body.includes('import("')) return html;
  const names = imports.map((match) => match[1]).join(", ");
  const urls = imports.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const deferred = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    `const [${names}] = await Promise.all([${urls}]);`,
    rest,
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(whole, `${open}${deferred}${close}`);
}
