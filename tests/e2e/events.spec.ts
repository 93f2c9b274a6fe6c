import { events as seeded } from "../../app/content/events.ts";
import { todayInKosovo } from "../../app/lib/dates.ts";
import { formatEventDateRange, formatMonth, monthsSpanned } from "../../app/lib/event-dates.ts";
import { expect, jsonLdOfType, test } from "../fixtures/test.ts";
import { eventsAsSeen } from "../support/event-editions.ts";

const today = todayInKosovo();
type Seen = ReturnType<typeof eventsAsSeen>[number];
const lastDay = (e: Pick<Seen, "startDate" | "endDate">) => e.endDate ?? e.startDate;
/** Each event with its current edition's dates: recurring events roll on by themselves. */
const events = eventsAsSeen(today);
const upcoming = events.filter((e) => lastDay(e) >= today);

test("the calendar lists upcoming events with dates, place and details", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveTitle("Events Calendar · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events Calendar");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(upcoming.length);
  for (const event of upcoming) {
    const card = cards.filter({
      has: page.getByRole("heading", { name: event.name, exact: true }),
    });
    await expect(card).toContainText(formatEventDateRange(event.startDate, event.endDate));
    await expect(card).toContainText(event.location);
    await expect(card.getByRole("link", { name: `View Details: ${event.name}` })).toHaveAttribute(
      "href",
      `/events/${event.id}`,
    );
  }
});

test("the month filter works with the form and the chips", async ({ page }) => {
  const event = upcoming.find(
    (e) => e.endDate && e.endDate.slice(0, 7) === e.startDate.slice(0, 7),
  );
  if (!event) throw new Error("no upcoming multi-day event");
  const month = event.startDate.slice(0, 7);
  const expected = upcoming.filter((e) => monthsSpanned(e.startDate, e.endDate).includes(month));

  await page.goto("/events");
  await page.getByLabel("Month", { exact: true }).selectOption(month);
  await page.getByRole("button", { name: "Show events" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${month}$`));
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(expected.length);
  await expect(page).toHaveTitle(`Events in ${formatMonth(month)} · Explore Kosovo`);

  const chips = page.getByRole("navigation", { name: "Months with events" });
  await expect(chips.getByRole("link", { name: formatMonth(month) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await chips.getByRole("link", { name: "All months" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(cards).toHaveCount(upcoming.length);

  // A month with nothing in it says so.
  await page.goto("/events?month=2099-01");
  await expect(page.getByRole("heading", { name: "No events found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Show all events" })).toHaveAttribute(
    "href",
    "/events",
  );
});

test("without JavaScript the month filter is a plain form rendered on the server", async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the shared fixture runs axe, which needs scripts.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const month = upcoming[upcoming.length - 1]?.startDate.slice(0, 7);
  if (!month) throw new Error("no upcoming events");
  await page.goto("/events");
  await page.getByLabel("Month", { exact: true }).selectOption(month);
  await page.getByRole("button", { name: "Show events" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  const expected = upcoming.filter((e) => monthsSpanned(e.startDate, e.endDate).includes(month));
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(expected.length);
  await context.close();
});

test("an event whose known edition has ended shows its next one, expected, by itself", async ({
  page,
  request,
}) => {
  // The seeded 2026 marathon (27 September) is over: its rule gives the fourth Sunday of
  // September of the next year, which nobody has confirmed.
  const ended = seeded.find((e) => lastDay(e) < today && e.recurrence);
  if (!ended) throw new Error("no seeded recurring event has ended");
  const next = events.find((e) => e.id === ended.id);
  if (!next) throw new Error("not seen");
  expect(next.startDate > ended.startDate).toBe(true);
  expect(next.datesConfirmed).toBe(false);

  await page.goto("/events");
  const card = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: ended.name, exact: true }) });
  await expect(card).toContainText(formatEventDateRange(next.startDate, next.endDate));
  await expect(card.getByText("Dates to be confirmed")).toBeVisible();
  await expect(card.getByText("Past event")).toHaveCount(0);

  await page.goto(`/events/${ended.id}`);
  await expect(page.getByRole("heading", { name: "This event has passed" })).toHaveCount(0);
  const when = page.getByRole("definition").filter({ hasText: "Dates to be confirmed" });
  await expect(when).toContainText(formatEventDateRange(next.startDate, next.endDate));

  const api = (await (await request.get("/api/events")).json()) as {
    id: number;
    startDate: string;
    datesConfirmed: boolean;
  }[];
  expect(api.find((e) => e.id === ended.id)).toMatchObject({
    startDate: expect.stringMatching(
      new RegExp(`^${next.startDate}T${ended.startTime}:00\\+0[12]:00$`),
    ),
    datesConfirmed: false,
  });
  const ics = await (await request.get(`/events/${ended.id}/calendar.ics`)).text();
  expect(ics).toContain(`DTSTART;TZID=Europe/Belgrade:${next.startDate.replace(/-/g, "")}T`);
  expect(ics).toContain("STATUS:TENTATIVE\r\n");
});

test("a confirmed date says nothing about confirming; German pages say it in German", async ({
  page,
}) => {
  const confirmed = events.find((e) => e.datesConfirmed && lastDay(e) >= today);
  const expected = upcoming.find((e) => !e.datesConfirmed);
  if (!confirmed || !expected) throw new Error("need a confirmed and an expected event");
  await page.goto(`/events/${confirmed.id}`);
  // The facts of the event itself (the "more events" cards below have their own dates).
  const facts = page.getByRole("definition");
  await expect(page.getByText("Dates confirmed", { exact: true })).toBeVisible();
  await expect(facts.filter({ hasText: "Dates to be confirmed" })).toHaveCount(0);
  await page.goto(`/de/events/${expected.id}`);
  await expect(page.getByText("Termine noch nicht bestätigt").first()).toBeVisible();
});

test("an event page has dates, place, calendar file and schema.org data", async ({
  page,
  baseURL,
}) => {
  const event = upcoming.find((e) => e.endDate) ?? upcoming[0];
  if (!event) throw new Error("no upcoming events");
  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveTitle(`${event.name} · Events · Explore Kosovo`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
  await expect(
    page.getByText(formatEventDateRange(event.startDate, event.endDate)).first(),
  ).toBeVisible();
  await expect(page.getByText(event.address)).toBeVisible();
  await expect(page.getByText(event.details[0] ?? "")).toBeVisible();
  await expect(page.getByRole("heading", { name: "This event has passed" })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString("utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  // The page and the JSON-LD show a start time, so the calendar entry starts then, in Kosovo.
  expect(ics).toContain(
    `DTSTART;TZID=Europe/Belgrade:${event.startDate.replace(/-/g, "")}T${event.startTime.replace(":", "")}00\r\n`,
  );
  expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Belgrade\r\n");
  expect(ics).toContain(`SUMMARY:${event.name.replace(/,/g, "\\,")}\r\n`);

  const jsonLd = (await jsonLdOfType(page, "Event")) as {
    startDate: string;
    endDate?: string;
    image: string[];
  };
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    location: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: event.town, addressCountry: "XK" },
    },
  });
  expect(jsonLd.startDate).toMatch(new RegExp(`^${event.startDate}T`));
  if (event.endDate) expect(jsonLd.endDate).toBe(event.endDate);
  expect(jsonLd.image[0]).toBe(`${baseURL}${event.image}`);
});

test("the calendar file is valid iCalendar", async ({ request }) => {
  const event = events[0];
  if (!event) throw new Error("no events");
  const response = await request.get(`/events/${event.id}/calendar.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  expect(response.headers()["content-disposition"]).toContain(`${event.slug}.ics`);
  const text = await response.text();
  for (const line of text.split("\r\n")) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  for (const name of [
    "UID:",
    "DTSTAMP:",
    // The event page and its JSON-LD give a start time, so the file does, in Kosovo's zone.
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Belgrade",
    "DTSTART;TZID=Europe/Belgrade:",
    ...(event.endDate ? ["DTEND;TZID=Europe/Belgrade:"] : []),
    "SUMMARY:",
    "LOCATION:",
    "DESCRIPTION:",
  ]) {
    expect(text.replace(/\r\n /g, "")).toContain(`\r\n${name}`);
  }
  expect(text).not.toContain("VALUE=DATE");
});

for (const path of [
  "/events/999",
  "/events/abc",
  "/events/999/calendar.ics",
  "/events/abc/calendar.ics",
]) {
  test(`unknown event ${path} is a 404`, async ({ page, request }) => {
    if (path.endsWith(".ics")) {
      expect((await request.get(path)).status()).toBe(404);
      return;
    }
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Not Found");
    await expect(page.getByText("The event you're looking for could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to All Events" })).toHaveAttribute(
      "href",
      "/events",
    );
  });
}
