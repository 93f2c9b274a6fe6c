/**
 * Lets a phone paint the page before it fetches and runs the page's JavaScript
 * (docs/decisions/006-first-load-budget.md). React Router ends each document with
 * `<link rel="modulepreload">` tags and one inline module script that imports the route modules
 * and then the client entry; fetched at once, ~140 KB of scripts compete with the page's
 * pictures and their evaluation holds back the first paint. Here the preload tags go, and the
 * module script waits for the first frame before it imports anything. The page is complete and
 * readable without scripts meanwhile: only interactivity comes a frame later.
 *
 * The module is not in the page as a `<script type="module">`: a small classic script starts it
 * (as an inline module element it creates). The CSP allows both by their hashes, and with
 * 'strict-dynamic' only a script started by another script may import the app's chunks: imports
 * of a module written into the page itself would be refused without a nonce (issue 20: no nonce,
 * so one copy of a page serves every visitor). `starter` is the classic script's code and `started`
 * the module's: the CSP names both (lib/security.ts). The module script is React Router's last one.
 *
 * A module script not in the expected shape is started as it is.
 */
const MODULE_SCRIPT = /(<script [^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const STATIC_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"(?: nonce="[^"]*")?\/>/g;

export function loadScriptsAfterPaint(html: string): {
  html: string;
  starter?: string;
  started: string[];
} {
  const script = [...html.matchAll(MODULE_SCRIPT)].at(-1);
  if (!script) return { html, started: [] };
  const [whole, , body = ""] = script;
  let before = html.slice(0, script.index);
  const after = html.slice((script.index ?? 0) + whole.length);
  const imports = [...body.matchAll(STATIC_IMPORT)];
  let module = body;
  if (imports.length > 0 && body.includes('import("')) {
    const names = imports.map((match) => match[1]).join(", ");
    const urls = imports.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
    const rest = body.replace(STATIC_IMPORT, "").trim();
    module = [
      "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
      `const [${names}] = await Promise.all([${urls}]);`,
      rest,
    ].join("\n");
    before = before.replace(MODULE_PRELOAD, "");
  }
  // "<" escaped: the code cannot end the script element it travels in.
  const text = JSON.stringify(module).replace(/</g, "\\u003c");
  const starter = `{const s=document.createElement("script");s.type="module";s.textContent=${text};document.body.append(s)}`;
  return { html: `${before}<script>${starter}</script>${after}`, starter, started: [module] };
}
