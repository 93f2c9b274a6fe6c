/**
 * `node scripts/first-load-js.ts` (issue 20 item 4): the JavaScript a first load of each key page
 * transfers, without a browser. Builds if needed, starts the production server (temporary
 * database), fetches each page with `Accept-Encoding: br`, follows what the page's scripts import
 * before the page is interactive — the `import("/assets/…")` calls of the module script React
 * Router writes (lib/scripts-after-paint.server.ts) and, recursively, the static `import` of
 * every chunk; not `import()` inside chunks, which loads on demand — and fetches each with
 * Brotli as the server sends it. Lighthouse's "script" transfer size counts the same files plus
 * their response headers (counted here as their `name: value` lines) and the chunks the frame
 * loads on demand once the page has loaded, whatever the visitor does (none since decision 120;
 * before, `offline.rich.tsx` of decision 080), shown apart ("after load"). Measured against
 * Lighthouse's figures in docs/performance.md (2026-11-26), the last column agreed within 0.5 KB
 * on all 9 pages; on 2026-11-26 20:00 UTC Lighthouse counted 131,523 bytes on /plan, this script
 * 131,482.
 *
 * Options: `--json` prints the figures as JSON; `--chunks` lists each page's files; `--budget=KB`
 * (default 120) exits non-zero when a page's first load passes it; `--url=http://…` measures a
 * running server instead of starting one; `--no-build` skips the freshness check of the build.
 * Environment: FIRST_LOAD_PAGES (comma-separated paths instead of the 9 key pages).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { buildIfNeeded } from "./build-if-needed.ts";
import { type ServerProcess, startServer } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = process.env.FIRST_LOAD_PAGES?.split(",").filter(Boolean) ?? [
  "/",
  "/destinations",
  "/destinations/1",
  "/cities/1",
  "/attractions",
  "/attractions/1",
  "/plan",
  "/blog/1",
  "/events",
];
/**
 * The chunks the frame loads on demand right after the first load, whatever the visitor does.
 * None since decision 120: the offline half (`offline.rich.tsx`), "Keep offline" and the sections
 * that load on view (decision 123) wait for the visitor's first interaction, the section coming
 * into view or 5 s after the load, past the end of Lighthouse's trace.
 */
const AFTER_LOAD: RegExp[] = [];

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const BUDGET_KB = Number(option("budget") ?? 120);

export interface FileFigure {
  url: string;
  raw: number;
  br: number;
  headers: number;
}

export interface PageFigure {
  page: string;
  files: FileFigure[];
  /** Chunks the frame imports on demand as soon as the page has loaded (counted apart). */
  afterLoad: FileFigure[];
  raw: number;
  br: number;
  /** Brotli bodies plus response headers of `files`. */
  transferred: number;
  /** With `afterLoad`: what Lighthouse reports as the page's "script" transfer size. */
  total: number;
}

/** `import("/assets/x.js")` in the page's module script (escaped inside a JSON string). */
const PAGE_IMPORT = /import\(\\?"(\/assets\/[^"\\]+\.js)\\?"\)/g;
/** Static imports and re-exports of a chunk: `import{a}from"./x.js"`, `import "./x.js"`, `export … from`. */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
/** Dynamic imports: `import("./x.js")`; rolldown may wrap them in a preload helper. */
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function headerBytes(response: Response): number {
  let size = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => {
    size += name.length + 2 + value.length + 2;
  });
  return size;
}

/** The body as sent: Node's fetch decodes Brotli, so it is compressed again when the server did. */
async function fetchFigure(url: string): Promise<{ figure: FileFigure; text: string }> {
  const response = await fetch(url, { headers: { "accept-encoding": "br" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = await response.text();
  const raw = Buffer.byteLength(text);
  const encoding = response.headers.get("content-encoding");
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  let br: number;
  if (encoding === "br" && Number.isFinite(length)) br = length;
  else if (encoding === "br") {
    br = brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength;
  } else br = Number.isFinite(length) ? length : raw;
  const { pathname } = new URL(url);
  return { figure: { url: pathname, raw, br, headers: headerBytes(response) }, text };
}

/**
 * The files `roots` load before they run: each root and, recursively, its static imports (none
 * already in `seen`). The `import()` targets met on the way go into `dynamic`.
 */
async function walk(
  base: string,
  roots: string[],
  seen: Set<string>,
  dynamic: Set<string>,
): Promise<FileFigure[]> {
  const queue = [...roots];
  const files: FileFigure[] = [];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const { figure, text } = await fetchFigure(`${base}${url}`);
    files.push(figure);
    const withoutDynamic = text.replace(DYNAMIC_IMPORT, (_, spec: string) => {
      dynamic.add(new URL(spec, `${base}${url}`).pathname);
      return "";
    });
    for (const match of withoutDynamic.matchAll(STATIC_IMPORT)) {
      const spec = match[1] as string;
      if (!spec.startsWith(".") && !spec.startsWith("/")) continue;
      queue.push(new URL(spec, `${base}${url}`).pathname);
    }
  }
  return files;
}

const sum = (files: FileFigure[], key: "raw" | "br" | "headers") =>
  files.reduce((total, f) => total + f[key], 0);

export async function measurePage(base: string, page: string): Promise<PageFigure> {
  const html = await fetch(`${base}${page}`, { headers: { "accept-encoding": "br" } }).then(
    (response) => response.text(),
  );
  const roots = [...html.matchAll(PAGE_IMPORT)].map((match) => match[1] as string);
  if (roots.length === 0) throw new Error(`${page}: no module script found in the page`);
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const files = await walk(base, roots, seen, dynamic);
  const later = [...dynamic].filter((url) => AFTER_LOAD.some((pattern) => pattern.test(url)));
  const afterLoad = await walk(base, later, seen, new Set());
  const transferred = sum(files, "br") + sum(files, "headers");
  return {
    page,
    files,
    afterLoad,
    raw: sum(files, "raw"),
    br: sum(files, "br"),
    transferred,
    total: transferred + sum(afterLoad, "br") + sum(afterLoad, "headers"),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function table(figures: PageFigure[]): string {
  const rows = figures.map((f) => {
    const over = f.total > BUDGET_KB * 1024 ? " ✗" : "";
    return `| \`${f.page}\` | ${f.files.length} | ${kb(f.raw)} | ${kb(f.br)} | ${kb(f.transferred)} | ${kb(f.total - f.transferred)} | ${kb(f.total)}${over} |`;
  });
  return [
    `JavaScript of a first load per page (KB = 1024 bytes; budget ${BUDGET_KB} KB, Lighthouse's count)`,
    "",
    "| Page | Files | Raw | Brotli | + headers | + after load | Lighthouse's count |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

function chunkList(figures: PageFigure[]): string {
  const counts = new Map<string, number>();
  for (const f of figures)
    for (const file of f.files) counts.set(file.url, (counts.get(file.url) ?? 0) + 1);
  const lines: string[] = [];
  for (const f of figures) {
    lines.push(`\n${f.page}`);
    for (const file of [...f.files].sort((a, b) => b.br - a.br)) {
      const shared = counts.get(file.url) === figures.length ? " (every page)" : "";
      lines.push(
        `  ${kb(file.br).padStart(6)} KB br  ${kb(file.raw).padStart(7)} KB raw  ${file.url}${shared}`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const url = option("url");
  let server: ServerProcess | undefined;
  if (!url) {
    if (!flag("no-build")) buildIfNeeded();
    if (!existsSync(path.join(root, "build/server/index.js")))
      throw new Error("no build: npm run build");
    server = await startServer();
  }
  const base = url ?? (server as ServerProcess).url;
  try {
    const figures: PageFigure[] = [];
    for (const page of PAGES) figures.push(await measurePage(base, page));
    if (flag("json")) console.log(JSON.stringify(figures, null, 2));
    else {
      console.log(table(figures));
      if (flag("chunks")) console.log(chunkList(figures));
    }
    const over = figures.filter((f) => f.total > BUDGET_KB * 1024);
    if (over.length > 0) {
      console.error(
        `\n${over.length} page(s) over ${BUDGET_KB} KB: ${over.map((f) => f.page).join(", ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

if (import.meta.main) await main();
