import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Locator,
  type Page,
} from "@playwright/test";
import { expect, waitForHydration } from "../fixtures/test.ts";

/**
 * The offline specs' visitors (issue 21): each a browser profile of its own, so the service
 * worker and its stores start empty. Every console error, uncaught exception and request to
 * another host in any of a test's visitors fails the test, offline as online, as the shared
 * fixture (tests/fixtures/test.ts) does for its page: offline, the worker answers React Router's
 * route discovery, navigations' data and pictures it does not have (decision 115), so nothing is
 * left to fail in the console.
 */
export interface Visitor {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export const test = base.extend<{
  visitor: (options?: BrowserContextOptions) => Promise<Visitor>;
  /** Console errors a test causes on purpose (a request it expects to fail), by their text. */
  expectedErrors: RegExp[];
  /** Watches a context the test made itself (a persistent profile) like a visitor's. */
  watch: (context: BrowserContext) => void;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it
  expectedErrors: async ({}, use) => use([]),
  watch: async ({ baseURL, expectedErrors }, use) => {
    const problems: string[] = [];
    const ownHost = new URL(baseURL ?? "http://127.0.0.1").host;
    await use((context) => {
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedErrors.some((expected) => expected.test(message.text()))) return;
        problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.host !== ownHost) {
          problems.push(`third-party request: ${request.url()}`);
        }
      });
    });
    expect(problems, problems.join("\n")).toEqual([]);
  },
  visitor: async ({ browser, watch }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ reducedMotion: "reduce", ...options });
      contexts.push(context);
      watch(context);
      const page = await context.newPage();
      return { context, page, close: () => context.close() };
    });
    for (const context of contexts) await context.close();
  },
});

/** Opens a page and waits for React and for the service worker to be active. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
}

/** Whether the worker's stores hold a page (or file) at this path. */
export async function stored(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (href) => Boolean(await caches.match(href)), url);
}

export async function expectStored(page: Page, urls: string[]) {
  for (const url of urls) {
    await expect.poll(() => stored(page, url), { message: url, timeout: 30_000 }).toBe(true);
  }
}

/**
 * Whether a picture shows the file it names, from the worker's stores ("stored"), or, offline,
 * the worker's plain 16 × 9 box for a picture it does not have ("box"). Both load without error.
 */
export async function expectPicture(image: Locator, shows: "stored" | "box") {
  await expect
    .poll(() =>
      image.evaluate(async (element: HTMLImageElement) => {
        if (!element.complete || element.naturalWidth === 0) return "not loaded";
        const box = element.naturalWidth === 16 && element.naturalHeight === 9;
        const inStore = Boolean(await caches.match(element.currentSrc));
        if (inStore && !box) return "stored";
        return !inStore && box ? "box" : "other";
      }),
    )
    .toBe(shows);
}
