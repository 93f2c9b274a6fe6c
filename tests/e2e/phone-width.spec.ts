import { expect, test, waitForHydration } from "../fixtures/test.ts";

/**
 * Issue 32 item 2: nothing scrolls sideways at 360 px in any language. `/de/events`'s heading
 * "Veranstaltungskalender" ran 52 px past the edge and pushed the menu button out; long words now
 * hyphenate (`hyphens: auto` in the page's language) or wrap. Every key page, in four languages,
 * is checked for a page wider than the screen and for any text or control that sticks out of it
 * (rows that scroll on purpose, such as the month chips, are scrollers of their own and pass).
 */
const PAGES = [
  "/",
  "/destinations",
  "/destinations/1",
  "/cities/1",
  "/attractions",
  "/attractions/1",
  "/plan",
  "/blog/1",
  "/events",
  "/events/1",
  "/travel-guide",
  "/about/transport",
];
const LANGUAGES = ["en", "sq", "de", "it"] as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const language of LANGUAGES) {
  test(`no page scrolls sideways at 360 px in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of PAGES) {
      const url = language === "en" ? path : `/${language}${path === "/" ? "" : path}`;
      // Straight through the frame: the fixture's axe run per page is the other specs' job.
      const response = await page.mainFrame().goto(url);
      expect(response?.status(), url).toBe(200);
      await waitForHydration(page);
      const found = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out: string[] = [];
        const scrolls = document.documentElement.scrollWidth - width;
        if (scrolls > 0) out.push(`the page is ${scrolls} px wider than the screen`);
        const inScroller = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            const { overflowX } = getComputedStyle(node);
            if (overflowX === "auto" || overflowX === "scroll") return true;
          }
          return false;
        };
        const selector = "h1, h2, h3, h4, p, li, a, button, label, summary, dt, dd, th, td";
        for (const element of document.querySelectorAll(selector)) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || element.closest(".sr-only")) continue;
          // Put out of sight on purpose (the forms' trap field for robots).
          if (box.right <= 0) continue;
          const style = getComputedStyle(element);
          if (style.visibility === "hidden" || style.position === "fixed" || inScroller(element)) {
            continue;
          }
          // Sticking out of the screen, or text running out of its own box (a clipped heading).
          const outside = box.right > width + 0.5 || box.left < -0.5;
          const spills =
            style.display !== "inline" &&
            style.overflowX === "visible" &&
            element.clientWidth > 0 &&
            element.scrollWidth > element.clientWidth + 1;
          if (outside || spills) {
            const text = (element.textContent ?? "").trim().slice(0, 40);
            out.push(
              `${element.tagName.toLowerCase()} “${text}” ends at ${Math.round(box.right)} px`,
            );
          }
        }
        return out;
      });
      for (const problem of found) problems.push(`${url}: ${problem}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
