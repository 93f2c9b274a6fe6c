import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "../fixtures/test.ts";
import { SEEDS } from "../support/seeds.ts";

/**
 * pa11y's own engine, HTML_CodeSniffer (`@pa11y/html_codesniffer`, the build pa11y injects),
 * run with the WCAG 2 AA standard in the rendered page after hydration: 0 errors on every kind
 * of page and in every language (issue 16). pa11y itself would bring Puppeteer and its browser
 * download; the checks are the same (docs/decisions/023-pa11y-engine.md).
 */

const PAGES = [...SEEDS, "/travel-guide", "/no-such-page", "/sq", "/de/plan", "/it/attractions/1"];

const htmlcs = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

// The sniffer is injected as an inline script, which the site's CSP rightly refuses.
test.use({ bypassCSP: true });

interface SnifferMessage {
  code: string;
  message: string;
  element: string;
}

for (const path of PAGES) {
  test(`HTML_CodeSniffer (WCAG 2 AA) finds no error on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.addScriptTag({ content: htmlcs });
    const errors = await page.evaluate(
      () =>
        new Promise<SnifferMessage[]>((resolve, reject) => {
          const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
          sniffer.process(
            "WCAG2AA",
            document,
            () =>
              resolve(
                sniffer
                  .getMessages()
                  .filter((message) => message.type === 1)
                  .map((message) => ({
                    code: message.code,
                    message: message.msg,
                    element: message.element.outerHTML.slice(0, 160),
                  })),
              ),
            reject,
            "en",
          );
        }),
    );
    expect(errors).toEqual([]);
  });
}

interface HtmlCodeSniffer {
  process(
    standard: string,
    content: Document,
    done: () => void,
    failed: (error: unknown) => void,
    language: string,
  ): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}
