import { expect, test } from "../fixtures/test.ts";

/**
 * The open data API's reference (issue 33, decision 140): /api is a page of the site, reached
 * from the footer, clean for axe-core (the fixture checks every page it opens), linking the
 * OpenAPI document; and the API answers in German to a browser on another origin (CORS).
 */

test("the reference page leads to the OpenAPI document and the API answers in German", async ({
  page,
  request,
}) => {
  await page.goto("/de/sitemap");
  await page.getByRole("contentinfo").getByRole("link", { name: "Offene Daten (API)" }).click();
  await expect(page).toHaveURL(/\/de\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Offene Daten (API)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lizenz" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "events" })).toBeVisible();
  await expect(
    page.getByText(/Jeder Client darf \d+ Anfragen alle \d+ Sekunden senden/),
  ).toBeVisible();

  // The example answer's region scrolls, and a keyboard can reach it.
  const example = page.locator("pre").first();
  await example.focus();
  await expect(example).toBeFocused();

  // An unknown parameter is a problem that names it, not a redirect to the unfiltered list.
  const typo = await request.get("/api/v1/events?lang=de&twon=Prizren", { maxRedirects: 0 });
  expect(typo.status()).toBe(400);
  expect(typo.headers()["content-type"]).toMatch(/^application\/problem\+json/);
  expect(await typo.json()).toMatchObject({ status: 400, parameter: "twon" });

  // The browser on the page reads the API with fetch, as a visitor's script would.
  const fromPage = await page.evaluate(async () => {
    const response = await fetch("/api/v1/cities/1?lang=de");
    return { status: response.status, name: (await response.json()).data.name };
  });
  expect(fromPage).toEqual({ status: 200, name: expect.any(String) });

  // The document is a file, not a page: follow the link's address.
  const link = page.getByRole("link", { name: /openapi\.json/ });
  const href = await link.getAttribute("href");
  expect(href).toBe("/api/openapi.json");
  const documentResponse = await request.get(href ?? "");
  expect(documentResponse.status()).toBe(200);
  expect(documentResponse.headers()["ratelimit-policy"]).toMatch(/^"default";q=\d+;w=\d+$/);
  const document = await documentResponse.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toContain("/api/v1/events");

  const events = await request.get("/api/v1/events?lang=de&pageSize=2", {
    headers: { Origin: "https://example.org" },
  });
  expect(events.status()).toBe(200);
  expect(events.headers()["access-control-allow-origin"]).toBe("*");
  expect(events.headers().ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
  const body = await events.json();
  expect(body.meta).toMatchObject({ kind: "events", lang: "de", page: 1, pageSize: 2 });
  expect(body.data).toHaveLength(2);
  expect(body.links.next).toContain("page=2");
  expect(body.data.map((event: { name: string }) => event.name)).toContain("Silvester in Pristina");
  expect(body.data[0].licence).toMatchObject({ id: "CC-BY-4.0" });
});

test("every language has the reference page", async ({ page }) => {
  for (const [path, heading] of [
    ["/api", "Open data API"],
    ["/sq/api", "API e të dhënave të hapura"],
    ["/it/api", "API dei dati aperti"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});
