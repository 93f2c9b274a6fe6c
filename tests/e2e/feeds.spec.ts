import { checkA11y, expect, test, waitForHydration } from "../fixtures/test.ts";

/**
 * The open-data links on the pages (issue 33 item 2, decisions 143 and 144): the events page's
 * calendar to subscribe to and its feed, the blog's feed, each fetched through the link it
 * shows. The shared fixture runs axe-core after every `goto` and fails on console errors.
 */

test("the events page links a calendar to subscribe to, per town and category, by keyboard", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/events");
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute("href", `${baseURL}/events/feed.xml`);
  const section = page.getByRole("region", { name: "Subscribe to the calendar" });
  await expect(section).toBeVisible();
  await expect(section).toContainText("Calendar: all events");
  const webcal = section.getByRole("link", { name: "Subscribe in your calendar app" });
  const https = section.getByRole("link", { name: "Calendar address (.ics)" });
  const origin = new URL(baseURL ?? "").host;
  await expect(webcal).toHaveAttribute("href", `webcal://${origin}/events/calendar.ics`);
  await expect(https).toHaveAttribute("href", `${baseURL}/events/calendar.ics`);

  // The https link fetches the calendar.
  const all = await request.get((await https.getAttribute("href")) ?? "");
  expect(all.status()).toBe(200);
  expect(all.headers()["content-type"]).toContain("text/calendar");
  expect(await all.text()).toContain("BEGIN:VEVENT");

  // Choose a town with the keyboard alone: the links become that town's calendar.
  await waitForHydration(page);
  await section.getByLabel("Town").focus();
  await page.keyboard.press("End");
  const town = await section.getByLabel("Town").inputValue();
  expect(town).not.toBe("");
  const label = await section.getByLabel("Town").locator("option:checked").textContent();
  await section.getByRole("button", { name: "Show calendar links" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/events\\?town=${town}&category=`));
  await expect(section).toContainText(`Calendar: ${label}`);
  await expect(https).toHaveAttribute("href", `${baseURL}/events/calendar.ics?town=${town}`);
  await expect(webcal).toHaveAttribute(
    "href",
    `webcal://${origin}/events/calendar.ics?town=${town}`,
  );
  await checkA11y(page);
  const one = await request.get(`${baseURL}/events/calendar.ics?town=${town}`);
  expect(one.status()).toBe(200);
  expect(await one.text()).toContain(`X-WR-CALNAME:Explore Kosovo: events (${label})`);

  // An unknown town is a friendly 404, not an empty calendar.
  const unknown = await request.get(`${baseURL}/events/calendar.ics?town=atlantis`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("We have no events in a town called “atlantis”");

  // The feed link beside them is the events' Atom feed.
  const feed = section.getByRole("link", { name: "New events as an Atom feed" });
  const atom = await request.get((await feed.getAttribute("href")) ?? "");
  expect(atom.status()).toBe(200);
  expect(atom.headers()["content-type"]).toContain("application/atom+xml");
});

test("the blog links its Atom feed, in the head and on the page, in each language", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/blog");
  const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(head).toHaveAttribute("href", `${baseURL}/blog/feed.xml`);
  const link = page.getByRole("link", { name: "New articles as an Atom feed" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `${baseURL}/blog/feed.xml`);
  const feed = await request.get(`${baseURL}/blog/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  expect(feed.headers()["access-control-allow-origin"]).toBe("*");
  const etag = feed.headers().etag ?? "";
  const again = await request.get(`${baseURL}/blog/feed.xml`, {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);

  await page.goto("/de/blog");
  await expect(head).toHaveAttribute("href", `${baseURL}/de/blog/feed.xml`);
  await expect(page.getByRole("link", { name: "Neue Artikel als Atom-Feed" })).toBeVisible();
  const german = await (await request.get(`${baseURL}/de/blog/feed.xml`)).text();
  expect(german).toContain('xml:lang="de"');
});

test("the GeoJSON of places answers with its type, CORS, HEAD, a preflight and 405 otherwise", async ({
  request,
  baseURL,
}) => {
  const answer = await request.get(`${baseURL}/api/v1/places.geojson?lang=it`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/geo+json");
  expect(answer.headers()["access-control-allow-origin"]).toBe("*");
  const collection = await answer.json();
  expect(collection.type).toBe("FeatureCollection");
  expect(collection.features[0].properties.url).toMatch(new RegExp(`^${baseURL}/it/`));
  const head = await request.head(`${baseURL}/api/v1/places.geojson`);
  expect(head.status()).toBe(200);
  // A browser's preflight (for a script that sends If-None-Match itself).
  const preflight = await request.fetch(`${baseURL}/api/v1/places.geojson`, {
    method: "OPTIONS",
    headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-headers"]).toContain("If-None-Match");
  const post = await request.post(`${baseURL}/api/v1/places.geojson`);
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
});
