import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueFor, messagesFor } from "../../app/i18n/catalogue.server.ts";
import { FRAME_NAMESPACES, sectionNamespaces, sectionOf } from "../../app/i18n/namespaces.ts";

/**
 * A browser gets the frame's UI texts and its section's, not the whole catalogue
 * (app/i18n/namespaces.ts). This reads the code each route can run (its imports, followed through
 * the app, lazy ones included) and fails when a route uses a namespace its section does not send:
 * the visitor would see a key instead of a text.
 */
const app = path.resolve(import.meta.dirname, "../../app");
const namespaces = readdirSync(path.join(app, "i18n/messages/en")).map((file) =>
  file.replace(/\.ts$/, ""),
);
const KEY = new RegExp(`["'\`](${namespaces.join("|")})\\.[A-Za-z]`, "g");
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * A file and everything it imports within the app that can run in a browser: server modules
 * translate with the whole catalogue, and the texts themselves are not code.
 */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (match[1]) continue; // a type import runs nothing
      const target = resolve(file, match[2] ?? match[3] ?? "");
      if (!target || /\.server\.tsx?$/.test(target)) continue;
      if (!/[\\/](messages|translations)[\\/]/.test(target)) queue.push(target);
    }
  }
  return seen;
}

/** Namespaces whose keys a set of files names (comments left out). */
function used(files: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const match of code.matchAll(KEY)) found.add(match[1] ?? "");
  }
  return found;
}

/** The first URL segment of a flat-routes file name: `plan.itinerary.tsx` → `plan`. */
function sectionOfRouteFile(file: string): string {
  const first = file.replace(/\.tsx$/, "").split(".")[0] ?? "";
  return first === "_index" || first === "$" ? "" : first;
}

const frame = new Set<string>(FRAME_NAMESPACES);
const pages = readdirSync(path.join(app, "routes")).filter((file) => file.endsWith(".tsx"));

describe("UI texts sent to the browser", () => {
  it("the frame's namespaces cover the root and everything it renders", () => {
    const missing = [...used(reachable(path.join(app, "root.tsx")))].filter((n) => !frame.has(n));
    expect(missing).toEqual([]);
  });

  it.each(pages)("%s gets every namespace it uses", (file) => {
    const section = sectionOfRouteFile(file);
    const sent = new Set([...frame, ...sectionNamespaces(section)]);
    // A route that sends a catalogue of its own (the desk's preview of a public page) sends the
    // sections it names there.
    const source = readFileSync(path.join(app, "routes", file), "utf8");
    for (const [, own] of source.matchAll(/sectionNamespaces\("([\w-]*)"\)/g)) {
      for (const namespace of sectionNamespaces(own ?? "")) sent.add(namespace);
    }
    const missing = [...used(reachable(path.join(app, "routes", file)))].filter(
      (n) => !sent.has(n),
    );
    expect(missing, `section "/${section}"`).toEqual([]);
  });

  it("finds the section of a path in any language", () => {
    expect(sectionOf("/")).toBe("");
    expect(sectionOf("/de")).toBe("");
    expect(sectionOf("/plan/itinerary")).toBe("plan");
    expect(sectionOf("/sq/cities/2")).toBe("cities");
    expect(sectionNamespaces("plan")).toContain("plan");
    expect(sectionNamespaces("constructor")).toEqual([]);
  });

  it("sends a part of the catalogue, in the page's language", () => {
    const part = messagesFor("de", [...FRAME_NAMESPACES, ...sectionNamespaces("plan")]);
    expect(part["layout.skipToContent"]).toBe(catalogueFor("de")["layout.skipToContent"]);
    expect(Object.keys(part).some((key) => key.startsWith("plan."))).toBe(true);
    expect(Object.keys(part).some((key) => key.startsWith("attractions."))).toBe(false);
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(catalogueFor("de")).length / 2);
  });
});
