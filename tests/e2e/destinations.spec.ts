import { destinations } from "../../app/content/destinations.ts";
import { places } from "../../app/content/places.ts";
import { regions } from "../../app/content/schema.ts";
import { expect, test } from "../fixtures/test.ts";

test("the destinations list shows every destination with an Explore link", async ({ page }) => {
  await page.goto("/destinations");
  await expect(page).toHaveTitle("Destinations · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Kosovo's Destinations");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(destinations.length);
  const prizren = cards.filter({
    has: page.getByRole("heading", { name: "Prizren", exact: true }),
  });
  await expect(prizren.getByText("Prizren, Southern Kosovo")).toBeVisible();
  await expect(prizren.getByRole("img")).toHaveAttribute("alt", /.+/);
  await prizren.getByRole("link", { name: "Explore Prizren" }).click();
  await expect(page).toHaveURL(/\/destinations\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prizren");
});

test("a destination page has tabs, a map, typical weather, related places and plans", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const pristina = destinations.find((d) => d.id === 1);
  if (!pristina) throw new Error("destination 1 missing");
  await page.goto("/destinations/1");
  await expect(page).toHaveTitle("Pristina · Destinations · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pristina");
  await expect(page.getByText(pristina.location).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to All Destinations" })).toHaveAttribute(
    "href",
    "/destinations",
  );

  // Tabs: Overview by default, real text in each.
  const tabs = page.getByRole("tablist", { name: "About Pristina" });
  await expect(tabs.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText(pristina.overview[0] ?? "")).toBeVisible();
  await expect(page.getByText(pristina.history[0] ?? "")).toBeHidden();
  await tabs.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText(pristina.history[0] ?? "")).toBeVisible();
  await expect(page.getByText(pristina.overview[0] ?? "")).toBeHidden();
  await tabs.getByRole("tab", { name: "Gallery" }).click();
  await expect(page.getByRole("heading", { name: "Pictures of Pristina" })).toBeVisible();

  // Map facade: nothing from OpenStreetMap until asked; directions to the coordinates.
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/directions?route=;${pristina.coordinates.lat},${pristina.coordinates.lng}`,
  );

  // Typical weather from climate averages, labelled as such.
  await expect(page.getByRole("heading", { name: "Typical weather" })).toBeVisible();
  await expect(page.getByText("Climate averages for Pristina, not a live forecast")).toBeVisible();
  await expect(page.getByRole("row", { name: /Summer/ })).toContainText(
    `${pristina.climate.summer.highC} °C`,
  );

  // Up to three related destinations, never this one.
  const related = page.getByRole("region", { name: "Related Destinations" });
  const relatedLinks = related.getByRole("link", { name: /^Explore / });
  await expect(relatedLinks).toHaveCount(3);
  for (const href of await relatedLinks.evaluateAll((links) =>
    links.map((l) => l.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/destinations\/\d+$/);
    expect(href).not.toBe("/destinations/1");
  }

  // Plan Your Visit leads to our accommodation and experiences content.
  const plan = page.getByRole("region", { name: "Plan Your Visit" });
  await expect(plan.getByRole("link", { name: "Book Accommodation" })).toHaveAttribute(
    "href",
    "/plan#accommodation",
  );
  await expect(plan.getByRole("link", { name: "Find Tours" })).toHaveAttribute(
    "href",
    /^\/experiences/,
  );

  // Share: copies the link where the Web Share API is missing.
  await page.getByRole("button", { name: "Share Pristina" }).first().click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/destinations\/1$/);
});

for (const path of [
  "/destinations/999",
  "/destinations/0",
  "/destinations/abc",
  "/destinations/1.5",
]) {
  test(`unknown destination ${path} is a 404 with its own screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destination Not Found");
    await expect(
      page.getByText("The destination you're looking for could not be found."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to All Destinations" }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });
}

test("the five region pages list their destinations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const region of regions) {
    const response = await page.goto(`/destinations/${region}`);
    expect(response?.status()).toBe(200);
    const expected = destinations.filter((d) => d.region === region);
    const section = page.getByRole("region", { name: /^Destinations in / });
    await expect(section.getByRole("article")).toHaveCount(expected.length);
    for (const destination of expected) {
      await expect(
        section.getByRole("link", { name: `Explore ${destination.name}` }),
      ).toHaveAttribute("href", `/destinations/${destination.id}`);
    }
  }
});

test("every city explorer place has a page", async ({ request }) => {
  test.setTimeout(90_000);
  expect(places).toHaveLength(29);
  for (const place of places) {
    const response = await request.get(`/destinations/${place.region}/${place.slug}`);
    expect(response.status(), place.slug).toBe(200);
    expect(await response.text()).toContain(`>${place.name}</h1>`);
  }
  expect((await request.get("/destinations/central/nowhere")).status()).toBe(404);
  expect((await request.get("/destinations/atlantis/pristina")).status()).toBe(404);
});

test("a place page links to its destination and region", async ({ page }) => {
  const place = places.find((p) => p.slug === "peja");
  if (!place) throw new Error("peja missing");
  await page.goto(`/destinations/${place.region}/${place.slug}`);
  await expect(page).toHaveTitle("Peja · Western Kosovo · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Peja");
  await expect(page.getByRole("link", { name: "Explore Peja" })).toHaveAttribute(
    "href",
    "/destinations/3",
  );
  await expect(page.getByRole("link", { name: "Back to Western Kosovo" })).toHaveAttribute(
    "href",
    "/destinations/western",
  );
});

test("the footer's Pristina and Prizren links redirect permanently", async ({ request }) => {
  for (const [slug, id] of [
    ["pristina", 1],
    ["prizren", 2],
  ] as const) {
    const response = await request.get(`/destinations/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(
      `/destinations/${id}`,
    );
  }
});
