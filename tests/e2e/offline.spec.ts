import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { checkA11y, expect, waitForHydration } from "../fixtures/test.ts";
import { expectPicture, expectStored, open, stored, test } from "../support/offline.ts";

/**
 * Issue 21: the guide on the road without data, as a visitor meets it in Chromium with the
 * network switched off (context.setOffline). Each visitor has a browser profile of its own, so
 * the service worker and its store start empty; any console error or uncaught exception in it
 * fails the test (tests/support/offline.ts).
 */

// A worker installs and stores pages in the background: give slow machines room.
test.describe.configure({ timeout: 90_000 });

test("the worker's code waits for the first interaction, then registers", async ({ visitor }) => {
  const { page, close } = await visitor();
  const offlineChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/offline\.rich-[\w-]+\.js$/.test(request.url()))
      offlineChunks.push(request.url());
  });
  await page.goto("/about");
  await waitForHydration(page);
  await page.waitForLoadState("load");
  // Well inside the 5 s after the load: nothing of the offline half yet (decision 120).
  await page.waitForTimeout(1_500);
  expect(offlineChunks).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
  await page.keyboard.press("Shift");
  await expect.poll(() => offlineChunks.length).toBe(1);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
  await close();
});

test("a page opened before loads offline with its 'Saved on' line", async ({ visitor }) => {
  const { context, page, close } = await visitor();
  await open(page, "/about/history");
  await expectStored(page, ["/about/history"]);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  // Online, the page is fresh from the server: no "Saved on".
  await expect(page.getByText(/^Saved on /)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto("/about/history");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toContainText(
    /^Saved on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M: you're reading the copy stored on this device\.$/,
  );
  await checkA11y(page);
  await close();
});

test("after one German page, the emergency numbers load in German offline", async ({ visitor }) => {
  const { context, page, close } = await visitor();
  // A German page that is not one of the practical pages: those come with the worker's install.
  await open(page, "/de/about/history");
  await expectStored(page, [
    "/de/emergency",
    "/de/about/general",
    "/de/about/transport",
    "/de/plan",
    "/de/offline",
  ]);

  await context.setOffline(true);
  await page.goto("/de/about/general");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("status").filter({ hasText: /^Gespeichert am / })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("112");
  await expect(page.getByRole("main")).toContainText("Notruf");
  await close();
});

test("switching language stores that language's practical pages too", async ({ visitor }) => {
  const { page, close } = await visitor();
  await open(page, "/about/history");
  await expectStored(page, ["/about/general", "/offline"]);
  expect(await stored(page, "/it/about/general")).toBe(false);
  await page.goto("/it/about/history");
  await waitForHydration(page);
  await expectStored(page, ["/it/about/general", "/it/about/transport", "/it/plan", "/it/offline"]);
  await close();
});

test("a page not stored shows the offline page, listing what is stored", async ({ visitor }) => {
  const { context, page, close } = await visitor();
  await open(page, "/about/history");
  await expectStored(page, ["/about/history", "/offline", "/about/general"]);

  await context.setOffline(true);
  await page.goto("/cities/1");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/offline\?from=%2Fcities%2F1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page isn't available offline",
  );
  await expect(page.getByText("/cities/1 isn't stored on this device")).toBeVisible();
  const stored = page.getByRole("main").getByRole("listitem");
  await expect(stored.getByRole("link", { name: /History/ })).toHaveAttribute(
    "href",
    "/about/history",
  );
  await expect(stored.getByRole("link", { name: /General Information|Essential/ })).toBeVisible();
  await checkA11y(page);

  // A stored page opens from the list.
  await stored.getByRole("link", { name: /History/ }).click();
  await expect(page).toHaveURL(/\/about\/history$/);
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  await close();
});

test("offline, a link on a stored page opens the stored page it points to", async ({ visitor }) => {
  const { context, page, close } = await visitor();
  await open(page, "/about/history");
  await expectStored(page, ["/plan"]);
  await context.setOffline(true);
  await page.goto("/about/history");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Plan Your Trip" })
    .click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  await close();
});

test("offline, back and forward, links and route discovery move between stored pages cleanly", async ({
  visitor,
}) => {
  // Any console error fails this test (tests/support/offline.ts): offline, React Router's route
  // discovery (/__manifest) and a client-side navigation's data (.data) are the worker's to
  // answer, and a picture it does not have is its plain box, not a failed load.
  const { context, page, close } = await visitor();
  await open(page, "/about/history");
  const history = await page.getByRole("heading", { level: 1 }).textContent();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  // Online, a client-side navigation: the same document, a new page (stored as it is opened).
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The address changes a moment before React shows the new page.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(history ?? "");
  const blog = await page.getByRole("heading", { level: 1 }).textContent();
  expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(true);
  await expectStored(page, ["/about/history", "/blog", "/plan"]);

  await context.setOffline(true);
  // Back: React Router navigates in the page and asks for /about/history's data, which cannot
  // come; the worker tells it to load the page as a document, answered from the store.
  await page.goBack();
  await expect(page).toHaveURL(/\/about\/history$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(history ?? "");
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(false);
  await page.goForward();
  await expect(page).toHaveURL(/\/blog$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog ?? "");
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();

  // A link to the builder, stored on install: its picture was never loaded, so it takes the
  // worker's box; pictures loaded online show from the store.
  await nav.getByRole("link", { name: "Plan Your Trip" }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  const pictures = page.locator("img");
  const kinds = await pictures.evaluateAll(async (images) =>
    Promise.all(
      images.map(async (image) =>
        (await caches.match((image as HTMLImageElement).src))
          ? ("stored" as const)
          : ("box" as const),
      ),
    ),
  );
  expect(kinds).toContain("box");
  for (const [index, kind] of kinds.entries()) {
    await pictures.nth(index).scrollIntoViewIfNeeded();
    await expectPicture(pictures.nth(index), kind);
  }
  await checkA11y(page);

  // A link to a page not stored: the offline page, whose list links back to a stored one.
  await nav.getByRole("link", { name: "What To Do" }).click();
  await expect(page).toHaveURL(/\/offline\?from=%2Fwhat-to-do$/);
  await waitForHydration(page);
  await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link", { name: /History/ })
    .click();
  await expect(page).toHaveURL(/\/about\/history$/);
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  await close();
});

test("a sign-up typed offline is kept and delivered when the connection returns", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  await open(page, "/");
  const email = `e2e-offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const area = page.getByRole("region", { name: "Get travel inspiration in your inbox" });
  const field = area.getByRole("textbox", { name: "Email address" });

  await context.setOffline(true);
  await field.fill(email);
  await area.getByRole("button", { name: "Subscribe" }).click();
  await expect(area.getByRole("status")).toHaveText(
    "You're offline. Your address is kept on this device, and we'll send your sign-up as soon as you're back online.",
  );
  await expect(field).toHaveValue(email);
  expect(
    await page.evaluate(() => localStorage.getItem("explore-kosovo:pending-signups")),
  ).toContain(email);

  await context.setOffline(false);
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Your sign-up went through");
  await expect(field).toHaveValue("");
  expect(
    await page.evaluate(() => localStorage.getItem("explore-kosovo:pending-signups")),
  ).toBeNull();

  // The server took it: the confirmation e-mail to that address is written.
  const folder = path.join(String(process.env.E2E_DATA_DIR), "mail");
  await expect
    .poll(async () => {
      const files = existsSync(folder) ? readdirSync(folder) : [];
      for (const file of files) {
        const mail = await simpleParser(readFileSync(path.join(folder, file)));
        if (JSON.stringify(mail.to ?? "").includes(email)) return mail.subject ?? "";
      }
      return "";
    })
    .not.toBe("");
  await close();
});

test("offline, a form that posts says it needs a connection", async ({ visitor }) => {
  const { context, page, close } = await visitor();
  await open(page, "/");
  await context.setOffline(true);
  const posted = await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/newsletter/unsubscribe";
    const button = document.createElement("button");
    button.textContent = "Send";
    form.append(button);
    document.querySelector("main")?.append(form);
    button.click();
    return window.location.pathname;
  });
  expect(posted).toBe("/");
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("You're offline");
  await expect(toast).toContainText("This form needs a connection.");
  await close();
});

test("the web app manifest in each language, icons that load, installable", async ({
  playwright,
  request,
  watch,
}, testInfo) => {
  for (const [prefix, lang] of [
    ["", "en"],
    ["/sq", "sq"],
    ["/de", "de"],
    ["/it", "it"],
  ] as const) {
    const response = await request.get(`${prefix}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = JSON.parse(await response.text()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: "/",
      name: "Explore Kosovo",
      short_name: expect.any(String),
      lang,
      start_url: prefix || "/",
      scope: "/",
      display: "standalone",
      theme_color: "#244AA5",
    });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      const png = await file.body();
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }
  expect((await request.get("/xx/manifest.webmanifest")).status()).toBe(404);

  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");

  // Chromium never offers to install from an incognito profile, which a new context is.
  const profile = mkdtempSync(path.join(tmpdir(), "explore-kosovo-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
  });
  watch(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await open(page, "/de/about/history");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/de/manifest.webmanifest",
    );
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the worker never answers a post or the newsletter API from its store", async ({
  visitor,
  expectedErrors,
}) => {
  const { context, page, close } = await visitor();
  // The post below must fail offline, and Chromium logs that.
  expectedErrors.push(/net::ERR_INTERNET_DISCONNECTED/);
  await open(page, "/");
  await context.setOffline(true);
  const outcome = await page.evaluate(async () => {
    try {
      await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "offline-check@example.com" }),
      });
      return "answered";
    } catch {
      return "failed";
    }
  });
  expect(outcome).toBe("failed");
  expect(await stored(page, "/api/newsletter")).toBe(false);
  await close();
});

test("a new version installs in the background, and 'Reload' brings it in whole", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  // The worker this visitor installs is an older version than the server's: the first fetch of
  // /sw.js answers the server's script with a line more. Checks for updates go to the server.
  let served = 0;
  await context.route("**/sw.js", async (route) => {
    served += 1;
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// the previous version` });
  });
  await open(page, "/about/history");
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  expect(served).toBe(1);
  const assetsBefore = await page.evaluate(async () =>
    (await (await caches.open("assets-v1")).keys()).map((request) => request.url),
  );
  expect(assetsBefore.length).toBeGreaterThan(5);

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Updated");
  await expect(toast).toContainText("A new version of Explore Kosovo is ready.");
  // Quiet: the page stays as it is until the visitor asks, the new worker waits.
  expect(
    await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    ),
  ).toBe(true);
  await checkA11y(page);

  const reloaded = page.waitForEvent("load");
  await toast.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await waitForHydration(page);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: Boolean(navigator.serviceWorker.controller),
      waiting: Boolean(registration?.waiting),
      assets: (await (await caches.open("assets-v1")).keys()).map((request) => request.url),
    };
  });
  expect(state.controlled).toBe(true);
  expect(state.waiting).toBe(false);
  // The previous version's files stay stored: a page still open on it never finds them gone.
  expect(state.assets).toEqual(expect.arrayContaining(assetsBefore));
  await expect(toast).toHaveCount(0);
  await close();
});

test("offline, a place shows the drawn map and coordinates to copy", async ({ visitor }) => {
  const { context, page, close } = await visitor({
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await open(page, "/destinations/1");
  await expectStored(page, ["/destinations/1", "/artwork/site/map.svg"]);
  const coordinates = page.getByText(/^Coordinates: \d+\.\d{5}, \d+\.\d{5}$/);
  await expect(coordinates).toBeVisible();
  await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/destinations/1");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  // No street map offline: its tiles are never stored. The drawn map is there.
  await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
  await expect(page.getByText("The street map needs a connection.")).toBeVisible();
  const drawn = page.getByRole("img", { name: "Illustrated map of Kosovo" });
  await drawn.scrollIntoViewIfNeeded();
  await expectPicture(drawn, "stored");
  const shown = (await coordinates.textContent())?.replace("Coordinates: ", "");
  await page.getByRole("button", { name: "Copy coordinates" }).click();
  await expect(page.getByText("Copied: paste them into your phone's map app.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await checkA11y(page);
  await close();
});

test("the emergency card is stored on install in the visitor's language, with their details", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  await open(page, "/it/about/history");
  await expectStored(page, ["/it/emergency"]);

  await context.setOffline(true);
  await page.goto("/it/emergency");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scheda di emergenza");
  for (const number of ["112", "192", "193", "194"]) {
    await expect(page.getByRole("link", { name: new RegExp(number) })).toHaveAttribute(
      "href",
      `tel:${number}`,
    );
  }
  await expect(page.getByRole("cell", { name: "Ndihmë!" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Gde je bolnica?" })).toBeVisible();
  await page.getByLabel("Indirizzo dove alloggi").fill("Rruga UÇK 12, Prishtinë");
  await page.getByRole("button", { name: "Salva su questo dispositivo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Salvato" })).toBeVisible();
  await checkA11y(page);

  // Still offline, the card opens again with the address kept in this browser.
  await page.goto("/it/emergency");
  await waitForHydration(page);
  await expect(page.getByLabel("Indirizzo dove alloggi")).toHaveValue("Rruga UÇK 12, Prishtinë");
  await close();
});
