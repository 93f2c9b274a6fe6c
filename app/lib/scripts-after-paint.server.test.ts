import { describe, expect, it } from "vitest";
import { loadScriptsAfterPaint } from "./scripts-after-paint.server.ts";

const page = `<html><head></head><body><main>Hi</main><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/page-C.js";
  window.__reactRouterManifest = {"entry":{}};
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("scripts after the first paint", () => {
  const { html: out, started } = loadScriptsAfterPaint(page);

  it("drops the module preloads", () => {
    expect(out).not.toContain("modulepreload");
  });

  it("starts the module from a classic script, so 'strict-dynamic' lets it import the chunks", () => {
    expect(out).not.toContain('<script type="module"');
    const starter = /<script>(\{const s=document\.createElement[\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(starter).toBeTruthy();
    // The module's code travels as a string literal, with "<" escaped.
    const literal = /s\.textContent=("(?:[^"\\]|\\.)*")/.exec(starter ?? "")?.[1] ?? "";
    expect(literal).not.toContain("<");
    expect(JSON.parse(literal)).toBe(started[0]);
  });

  it("imports the route modules and the entry only after a frame", () => {
    const script = started[0] ?? "";
    expect(script).not.toMatch(/^import \* as/m);
    const wait = script.indexOf("requestAnimationFrame");
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/page-C.js")]);',
    );
    const manifest = script.indexOf("window.__reactRouterRouteModules");
    const entry = script.indexOf('import("/assets/entry.client-A.js")');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(imports).toBeGreaterThan(wait);
    expect(manifest).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(manifest);
  });

  it("keeps the rest of the page as it was", () => {
    expect(out).toContain("<main>Hi</main>");
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it("leaves documents of another shape alone", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(loadScriptsAfterPaint(plain)).toEqual({ html: plain, started: [] });
  });
});
