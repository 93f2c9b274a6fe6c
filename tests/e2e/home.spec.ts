import type { APIRequestContext, Page } from "@playwright/test";
import type {
  EventJson,
  ExperienceJson,
  TravelGuideJson,
  UpcomingEventJson,
} from "../../app/api/shapes.ts";
import { events } from "../../app/content/events.ts";
import { featuredVideos, heroSlides, photos } from "../../app/content/media.ts";
import { places } from "../../app/content/places.ts";
import { siteSettings } from "../../app/content/site.ts";
import {
  eventBadge,
  eventDateBadge,
  formatEventTime,
} from "../../app/features/home/event-date-parts.ts";
import { pickFeaturedExperiences } from "../../app/features/home/featured-experiences.ts";
import { isFestival } from "../../app/features/home/next-festival.ts";
import { todayInKosovo } from "../../app/lib/dates.ts";
import { expect, test } from "../fixtures/test.ts";

/** The home page (SPEC 2.3, issue #3), section by section, as a visitor uses it. */

const screens = [
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

// Every test here loads the whole home page and runs axe on it: give slow machines room.
test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

const sortedPlaces = [...places].sort((a, b) => a.name.localeCompare(b.name, "en"));

/** The festival the hero should name, from the events API and the content's categories. */
async function nextFestivalId(request: APIRequestContext): Promise<number | undefined> {
  const today = todayInKosovo();
  const listed = (await (await request.get("/api/events")).json()) as EventJson[];
  const category = new Map(events.map((event) => [event.name, event.category]));
  return listed
    .map((event) => ({ ...event, startDate: event.startDate.slice(0, 10) }))
    .filter((event) => isFestival({ name: event.name, category: category.get(event.name) ?? "" }))
    .filter((event) => (event.endDate ?? event.startDate) >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)[0]?.id;
}

for (const screen of screens) {
  test.describe(`home on ${screen.name}`, () => {
    test.use(screen.use);

    test("has a discovery title, a description and the four anchors", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveTitle(/Explore Kosovo · Mountains, monasteries/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /Plan a trip to Kosovo/,
      );
      for (const anchor of ["destinations", "experiences", "events", "plan"]) {
        await expect(page.locator(`#${anchor}`)).toHaveCount(1);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's travel to Kosovo");
    });

    test("hero: actions, carousel, floating cards, counted stats and sourced guidebooks", async ({
      page,
      request,
    }) => {
      await page.goto("/");
      const hero = section(page, "Let's travel to Kosovo");
      await expect(hero.getByRole("link", { name: "Plan Trip" })).toHaveAttribute("href", "/plan");

      // The first slide is the LCP picture: fetched eagerly and first.
      const carousel = hero.getByRole("region", { name: "Highlights of Kosovo" });
      const first = carousel.getByRole("img", { name: heroSlides[0]?.imageAlt });
      await expect(first).toHaveAttribute("loading", "eager");
      await expect(first).toHaveAttribute("fetchpriority", "high");

      const dots = carousel.getByRole("button", { name: /^Show slide/ });
      await expect(dots).toHaveCount(3);
      for (const [index, slide] of heroSlides.entries()) {
        await expect(dots.nth(index)).toHaveAccessibleName(
          `Show slide ${index + 1}: ${slide.title}`,
        );
      }
      const current = carousel.getByRole("group");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName("1 of 3");
      await expect(current).toContainText("Breathtaking Landscapes");

      // Keyboard: Enter and Space on a dot pick its picture.
      await dots.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(current).toHaveAccessibleName("2 of 3");
      await expect(current).toContainText("SunnyHill");
      await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
      await dots.nth(2).focus();
      await page.keyboard.press("Space");
      await expect(current).toContainText("Zip Line");
      await dots.nth(0).click();
      await expect(current).toContainText("Breathtaking Landscapes");

      // "Next Festival" is the festival whose edition starts first (issue 29 item 8), of any kind.
      const festival = hero.getByRole("link", { name: /Next Festival/ });
      await expect(festival).toHaveAttribute("href", `/events/${await nextFestivalId(request)}`);
      await expect(hero.getByRole("link", { name: /Popular: Prizren/ })).toHaveAttribute(
        "href",
        "/destinations/2",
      );

      // PRODUCT B11: the figures are what the database holds, not "15+ / 30+ / 25+".
      const count = async (path: string) =>
        ((await (await request.get(path)).json()) as unknown[]).length;
      const stats: [number, string][] = [
        [await count("/api/destinations"), "Notable Destinations"],
        [await count("/api/events"), "Annual Events"],
        [await count("/api/experiences"), "Unique Experiences"],
      ];
      const figures = hero.getByRole("definition");
      for (const [index, [value, label]] of stats.entries()) {
        expect(value).toBeGreaterThan(0);
        await expect(figures.nth(index)).toHaveText(String(value));
        await expect(hero.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(hero.getByText(/\d\+$/)).toHaveCount(0);
      // Third-party mentions of Kosovo say where they come from, with the year and a link.
      await expect(hero.getByText("Featured in")).toHaveCount(0);
      await expect(hero.getByText("Kosovo in the guidebooks")).toBeVisible();
      await expect(hero.getByText(/first guidebook to Kosovo alone \(2007;/)).toBeVisible();
      await expect(hero.getByRole("link", { name: "esiweb.org" })).toHaveAttribute(
        "href",
        "https://www.esiweb.org/index.php?lang=en&id=297",
      );
    });

    test("Explore Now jumps to the destinations (at once under reduced motion)", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Explore Now" }).click();
      await expect(page).toHaveURL(/#destinations$/);
      await expect(page.getByRole("heading", { name: "Cities & Municipalities" })).toBeInViewport();
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("auto");
      await page.emulateMedia({ reducedMotion: "no-preference" });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("smooth");
    });

    test("city explorer: 29 places, sorted in 10 / 10 / 9, each with its own page", async ({
      page,
    }) => {
      await page.goto("/#destinations");
      const explorer = section(page, "Cities & Municipalities");
      await expect(explorer.getByRole("heading", { name: "Explore Kosovo" })).toBeVisible();
      await expect(explorer.getByText(/Choose a place from the list/)).toBeVisible();

      const lists = explorer.getByRole("list");
      await expect(lists).toHaveCount(3);
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push(await lists.nth(i).getByRole("listitem").count());
      expect(counts).toEqual([10, 10, 9]);
      const buttons = explorer.getByRole("button");
      await expect(buttons).toHaveCount(29);
      expect(await buttons.allTextContents()).toEqual(sortedPlaces.map((place) => place.name));

      if (screen.name === "desktop") {
        await explorer.getByRole("button", { name: "Prizren", exact: true }).hover();
        await expect(explorer.getByRole("heading", { name: "Prizren" })).toBeVisible();
        await expect(explorer.getByRole("link", { name: "Explore Prizren" })).toHaveAttribute(
          "href",
          "/destinations/southern/prizren",
        );
      }
      // Keyboard focus selects too.
      await explorer.getByRole("button", { name: "Gjakova", exact: true }).focus();
      await expect(explorer.getByRole("link", { name: "Explore Gjakova" })).toBeVisible();

      const hrefs = new Set<string>();
      for (const place of sortedPlaces) {
        const button = explorer.getByRole("button", { name: place.name, exact: true });
        await button.click();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        const link = explorer.getByRole("link", { name: `Explore ${place.name}` });
        await expect(link).toBeInViewport();
        await expect(explorer.getByText(place.blurb)).toBeVisible();
        const href = await link.getAttribute("href");
        expect(href).toBe(`/destinations/${place.region}/${place.slug}`);
        hrefs.add(href ?? "");
      }
      expect(hrefs.size).toBe(29);
      expect(hrefs).toContain("/destinations/northern/zvecan");
      expect(hrefs).toContain("/destinations/northern/zubin-potok");
    });

    test("featured experiences: the API's first four, with ratings only from visitors", async ({
      page,
      request,
    }) => {
      const all = (await (await request.get("/api/experiences")).json()) as ExperienceJson[];
      const expected = pickFeaturedExperiences(all);
      expect(expected.map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));

      await page.goto("/#experiences");
      const area = section(page, "Featured Experiences");
      const cards = area.getByRole("article");
      await expect(cards).toHaveCount(4);
      for (const [index, experience] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toHaveText(experience.name);
        await expect(card.getByRole("img", { name: experience.imageAlt })).toHaveAttribute(
          "src",
          experience.image,
        );
        await expect(card.getByText(experience.category, { exact: true })).toBeVisible();
        // No visitor has published a review yet: no stars, no count, no "Small groups" claim.
        expect(experience.rating).toBeNull();
        expect(experience.reviewCount).toBe(0);
        await expect(card.getByText("No reviews yet")).toBeVisible();
        await expect(card.getByText(/\d reviews?\)/)).toHaveCount(0);
        const description = card.getByText(experience.description);
        await expect(description).toHaveCSS("-webkit-line-clamp", "2");
        await expect(card.getByText("Small groups")).toHaveCount(0);
        await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
          "href",
          `/experiences/${experience.id}`,
        );
      }
      await expect(area.getByRole("link", { name: "View All Experiences" })).toHaveAttribute(
        "href",
        "/experiences",
      );
      await expect(area.getByRole("link", { name: "Explore All" })).toHaveAttribute(
        "href",
        "/experiences",
      );

      // The heart saves the experience in this browser (PRODUCT B2), and takes it out again.
      const first = expected[0];
      if (first) {
        const heart = cards.nth(0).getByRole("button", { name: `Save ${first.name}` });
        await heart.click();
        const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
        await expect(toast).toContainText("Saved");
        const saved = cards.nth(0).getByRole("button", { name: `Remove ${first.name} from saved` });
        await expect(saved).toHaveAttribute("aria-pressed", "true");
        await saved.click();
        await expect(toast).toContainText("Removed from saved");
        await expect(heart).toHaveAttribute("aria-pressed", "false");
      }

      // Never random: the same figures on every visit.
      const before = await cards.allTextContents();
      await page.reload();
      await expect(section(page, "Featured Experiences").getByRole("article")).toHaveText(before);
    });

    test("featured videos: our films play in place, muted at first; another thumbnail stops playback", async ({
      page,
    }) => {
      await page.goto("/");
      const area = section(page, "Featured Videos");
      const choices = area.getByRole("list").getByRole("button");
      await expect(choices).toHaveCount(3);
      for (const [index, video] of featuredVideos.entries()) {
        await expect(choices.nth(index)).toHaveAccessibleName(video.title);
      }
      await expect(choices.nth(0)).toHaveAttribute("aria-pressed", "true");
      await expect(area.getByRole("heading", { name: featuredVideos[0]?.title })).toBeVisible();
      await expect(area.getByRole("img", { name: featuredVideos[0]?.imageAlt })).toBeVisible();

      // Nothing of the films is fetched before the click (PRODUCT B9).
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (/\/videos\/|youtube/.test(request.url())) fetched.push(request.url());
      });
      await expect(area.locator("video, iframe")).toHaveCount(0);
      const mute = area.getByRole("button", { name: "Mute" });
      await expect(mute).toHaveAttribute("aria-pressed", "true");
      await page.waitForTimeout(500);
      expect(fetched).toEqual([]);

      // Our own film plays in place, muted; the toggle unmutes it.
      await area.getByRole("button", { name: `Play video: ${featuredVideos[0]?.title}` }).click();
      const video = area.locator("video");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", featuredVideos[0]?.thumbnail ?? "");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      await mute.click();
      await expect(mute).toHaveAttribute("aria-pressed", "false");
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
      expect(fetched.every((url) => !url.includes("youtube"))).toBe(true);

      const second = featuredVideos[1];
      await choices.nth(1).click();
      await expect(choices.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(choices.nth(0)).toHaveAttribute("aria-pressed", "false");
      // Choosing another video stops playback.
      await expect(area.locator("video")).toHaveCount(0);
      await expect(area.getByRole("heading", { name: second?.title })).toBeVisible();
      await expect(area.getByText(second?.description ?? "")).toBeVisible();

      await expect(area.getByRole("heading", { name: "Why Explore Kosovo" })).toBeVisible();
      for (const tag of ["#ExploreKosovo", "#VisitKosovo", "#KosovoTravel"]) {
        await expect(area.getByText(tag, { exact: true })).toBeVisible();
      }
    });

    test("each film has a text track describing it, in every language", async ({ request }) => {
      for (const [prefix, noSound] of [
        ["", "(No sound)"],
        ["/sq", "(Pa zë)"],
        ["/de", "(Ohne Ton)"],
        ["/it", "(Senza audio)"],
      ]) {
        const response = await request.get(`${prefix}/videos/1/descriptions.vtt`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/vtt");
        const text = await response.text();
        expect(text.startsWith("WEBVTT")).toBe(true);
        expect(text).toContain(noSound);
      }
      for (const video of featuredVideos) {
        for (const extension of ["webm", "mp4"]) {
          const file = await request.head(`/videos/${video.film?.slug}.${extension}`);
          expect(file.status()).toBe(200);
          expect(Number(file.headers()["content-length"])).toBeLessThan(2_000_000);
        }
      }
      expect((await request.get("/videos/99/descriptions.vtt")).status()).toBe(404);
    });

    test("upcoming events: at most four, with date badge, kind, place and time", async ({
      page,
      request,
    }) => {
      const upcoming = (await (
        await request.get("/api/events/upcoming")
      ).json()) as UpcomingEventJson[];
      const expected = upcoming.slice(0, 4);
      await page.goto("/#events");
      const area = section(page, "Upcoming Events");
      const cards = area.getByRole("article");
      await expect(cards).toHaveCount(expected.length);
      for (const [index, event] of expected.entries()) {
        const card = cards.nth(index);
        const { month, day } = eventDateBadge(event.startDate);
        await expect(card.getByRole("heading")).toHaveText(event.name);
        await expect(card.locator("time")).toHaveText(`${month}${day}`);
        await expect(card.getByText(eventBadge(event.name), { exact: true })).toBeVisible();
        await expect(card.getByText(event.location)).toBeVisible();
        const time = formatEventTime(event.startDate);
        expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
        await expect(card.getByText(`Starts at ${time}`)).toBeVisible();
        // Expected dates say so; confirmed ones do not (issue 18).
        await expect(card.getByText("Dates to be confirmed")).toHaveCount(
          event.datesConfirmed ? 0 : 1,
        );
        await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
          "href",
          `/events/${event.id}`,
        );
      }
      await expect(area.getByRole("link", { name: "View All Events" })).toHaveAttribute(
        "href",
        "/events",
      );
      await expect(area.getByRole("link", { name: "See Calendar" })).toHaveAttribute(
        "href",
        "/events",
      );
    });

    test("plan your trip: a card per guide with the spec's labels, and the help box", async ({
      page,
      request,
    }) => {
      const guides = (await (await request.get("/api/travel-guides")).json()) as TravelGuideJson[];
      const labels: Record<string, [string, string]> = {
        "Visa Information": ["Check Requirements", "visa"],
        "Getting Here": ["Transportation Options", "transportation"],
        Accommodation: ["Find Places to Stay", "accommodation"],
        "Best Time to Visit": ["Seasonal Guide", "seasonal"],
        "Language & Culture": ["Cultural Tips", "culture"],
      };
      await page.goto("/#plan");
      const area = section(page, "Plan Your Trip");
      const cards = area.getByRole("article");
      await expect(cards).toHaveCount(guides.length);
      for (const [index, guide] of guides.entries()) {
        const [label, picture] = labels[guide.title] ?? ["View Itineraries", "itineraries"];
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toHaveText(guide.title);
        await expect(card.getByRole("img")).toHaveAttribute(
          "src",
          `/artwork/guides/${picture}.svg`,
        );
        await expect(card.getByRole("link", { name: label })).toHaveAttribute(
          "href",
          `/plan#${guide.type}`,
        );
      }
      await expect(area.getByRole("link", { name: "Get Personalized Advice" })).toHaveAttribute(
        "href",
        "/plan",
      );
    });

    test("photo strip and About teaser", async ({ page }) => {
      await page.goto("/");
      const strip = section(page, "Kosovo in Pictures");
      const figures = strip.getByRole("figure");
      await expect(figures).toHaveCount(3);
      for (const [index, photo] of photos.entries()) {
        await expect(figures.nth(index)).toContainText(photo.title);
        await expect(figures.nth(index).getByRole("img", { name: photo.alt })).toBeAttached();
      }
      const follow = strip.getByRole("link", { name: /Follow us/ });
      await expect(follow).toHaveCount(siteSettings.social.instagram ? 1 : 0);
      await expect(strip.getByRole("link", { name: "View All Photos" })).toHaveAttribute(
        "href",
        "/gallery",
      );

      const about = section(page, "About Kosovo");
      const learnMore = about.getByRole("link", { name: "Learn More About Kosovo" });
      await expect(learnMore).toHaveAttribute("href", "/about");
      await learnMore.click();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
}

test("home without JavaScript is complete: every list is rendered on the server", async ({
  browser,
}) => {
  // axe needs scripts, so this page is checked without the shared fixture.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(section(page, "Featured Experiences").getByRole("article")).toHaveCount(4);
  await expect(section(page, "Upcoming Events").getByRole("article")).not.toHaveCount(0);
  await expect(section(page, "Plan Your Trip").getByRole("article")).toHaveCount(6);
  await expect(
    section(page, "Let's travel to Kosovo").getByRole("link", { name: /Next Festival/ }),
  ).toBeVisible();
  // No skeletons are left in a finished document.
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  // The explorer's names are plain links to the place pages.
  const explorer = section(page, "Cities & Municipalities");
  await expect(explorer.getByRole("link", { name: "Zvečan", exact: true })).toHaveAttribute(
    "href",
    "/destinations/northern/zvecan",
  );
  // The carousel dots need scripts and are not offered without them.
  await expect(page.getByRole("button", { name: /^Show slide/ })).toBeHidden();
  await context.close();
});
