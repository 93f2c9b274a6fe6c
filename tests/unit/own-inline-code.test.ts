import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_HEAD_SCRIPT, withFontScript } from "../../app/lib/fonts.server.ts";
import { loadScriptsAfterPaint } from "../../app/lib/scripts-after-paint.server.ts";
import {
  contentSecurityPolicy,
  OWN_STYLE_ATTRIBUTES,
  ownInlineHashes,
  SCRIPTS_MARK,
  sha256Source,
} from "../../app/lib/security.ts";
import { TYPED_HEAD_SCRIPT, withTypedScript } from "../../app/lib/typed.server.ts";

/**
 * Issue 29 item 14 (security review M6): the CSP names only the inline code the app emits. A
 * script or style that reached the HTML some other way (an injection) gets no hash, so the
 * browser refuses to run it.
 */
const ROUTER_TAIL = [
  `<script>((storageKey, restoreKey) => { let positions = {}; })("react-router-scroll-positions", null)</script>`,
  `<script>window.__reactRouterContext = {"basename":"/","future":{},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({});</script>`,
  `<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>`,
  `<script type="module" async="">;
import * as route0 from "/assets/root-B.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-A.js");</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script>`,
  `<script>window.__reactRouterContext.streamController.close();</script>`,
].join("");

function render(content: string): string {
  const rendered = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head><body><main>${content}</main>${SCRIPTS_MARK}${ROUTER_TAIL}</body></html>`;
  return withTypedScript(withFontScript(rendered));
}

function policyOf(content: string) {
  const { html, starter, started } = loadScriptsAfterPaint(render(content));
  const own = ownInlineHashes(html, [
    TYPED_HEAD_SCRIPT,
    FONT_HEAD_SCRIPT,
    ...(starter ? [starter] : []),
    ...started,
  ]);
  return { html, own };
}

const scriptBodies = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !attributes.includes("ld+json"))
    .map(([, , body = ""]) => body);

describe("the CSP names the app's own inline code only", () => {
  it("names every script the app and the router wrote, and nothing else", () => {
    const { html, own } = policyOf("<h1>Prizren</h1>");
    const bodies = scriptBodies(html);
    expect(bodies).toHaveLength(7); // typed, fonts, scroll, context, starter, enqueue, close
    expect(bodies[5]).toMatch(/^window\.__reactRouterContext\.streamController\.enqueue/);
    expect(html).not.toContain("modulepreload");
    for (const body of bodies) expect(own.scripts).toContain(sha256Source(body));
    expect(own.foreign).toEqual([]);
  });

  it("gives an injected script no hash, wherever it sits before the router's scripts", () => {
    const injected = [
      "<script>alert(document.cookie)</script>",
      // Shaped like the router's, but inside the page's content.
      `<script>window.__reactRouterContext = {"evil":1}</script>`,
      // A forged mark in the content does not move the real one (the last).
      `${SCRIPTS_MARK}<script>window.__reactRouterContext.streamController.close();alert(1)</script>`,
      `<script type="module">import "/steal.js"</script>`,
    ];
    const { html, own } = policyOf(`<p>${injected.join("")}</p>`);
    for (const body of ["alert(document.cookie)", `window.__reactRouterContext = {"evil":1}`]) {
      expect(own.scripts).not.toContain(sha256Source(body));
    }
    expect(own.scripts).not.toContain(
      sha256Source("window.__reactRouterContext.streamController.close();alert(1)"),
    );
    expect(own.scripts).not.toContain(sha256Source(`import "/steal.js"`));
    // The router's real module script is still the one started, not the injected module.
    expect(html).toContain("/assets/entry.client-A.js");
    expect(own.foreign).toHaveLength(4);
    expect(own.foreign[0]).toContain("alert(document.cookie)");
  });

  it("refuses a script of an unknown shape even among the router's", () => {
    const { html } = loadScriptsAfterPaint(render(""));
    const withExtra = html.replace("</body>", "<script>fetch('/x')</script></body>");
    const own = ownInlineHashes(withExtra, [TYPED_HEAD_SCRIPT, FONT_HEAD_SCRIPT]);
    expect(own.scripts).not.toContain(sha256Source("fetch('/x')"));
    expect(own.foreign.some((entry) => entry.includes("fetch('/x')"))).toBe(true);
  });

  it("names the components' style attributes and refuses any other, and every <style>", () => {
    const content = [
      `<li style="left:41.2%;top:63%">Prizren</li>`,
      `<span style="transform:translateX(-50%);position:absolute;left:calc(33.33333333333333% + -2.66px)"></span>`,
      `<div style="width:80%"></div>`,
      `<p style="background:url(https://evil.example/?leak)">x</p>`,
      `<style>body{display:none}</style>`,
    ].join("");
    const { own } = policyOf(content);
    expect(own.styleAttributes).toEqual(
      expect.arrayContaining([
        sha256Source("left:41.2%;top:63%"),
        sha256Source("width:80%"),
        sha256Source(
          "transform:translateX(-50%);position:absolute;left:calc(33.33333333333333% + -2.66px)",
        ),
      ]),
    );
    expect(own.styleAttributes).not.toContain(
      sha256Source("background:url(https://evil.example/?leak)"),
    );
    expect(own.foreign).toEqual(["<style>", `style="background:url(https://evil.example/?leak)"`]);
    const csp = contentSecurityPolicy(own);
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain(`style-src-attr 'unsafe-hashes' ${own.styleAttributes.join(" ")};`);
  });

  it("knows every style attribute a component can render (the list is kept in step)", () => {
    const root = join(import.meta.dirname, "../..");
    const counts = new Map<string, number>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) {
          // E-mail is not served as a page: its inline styles never meet the CSP.
          if (entry.name !== "mail") walk(path);
        } else if (entry.name.endsWith(".tsx")) {
          const uses = readFileSync(path, "utf8").match(/\bstyle=\{/g)?.length ?? 0;
          if (uses > 0) counts.set(relative(root, path), uses);
        }
      }
    };
    walk(join(root, "app"));
    const listed = new Map<string, number>();
    for (const { source } of OWN_STYLE_ATTRIBUTES) {
      if (source.startsWith("app/")) listed.set(source, (listed.get(source) ?? 0) + 1);
    }
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(counts));
  });
});
