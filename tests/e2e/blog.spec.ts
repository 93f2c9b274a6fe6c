import type { Page } from "@playwright/test";
import { expect, jsonLdOfType, test } from "../fixtures/test.ts";

function latest(page: Page) {
  const section = page.getByRole("region", { name: "Latest Articles" });
  return {
    section,
    titles: section.getByRole("article").getByRole("heading", { level: 3 }),
    category: (name: string) =>
      section
        .getByRole("list", { name: "Filter by category" })
        .getByRole("link", { name, exact: true }),
  };
}

/** Share links open the networks in a new tab: answer them locally instead of going out. */
async function stubNetworks(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>shared</title>" }),
    );
}

test.describe("blog list", () => {
  test("featured post, categories and Show All Articles", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog · Explore Kosovo");
    const featured = page.getByRole("region", { name: "Featured Article" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(/^A Weekend in Prizren/);
    await expect(
      featured.getByRole("link", { name: /^Read Article: A Weekend in Prizren/ }),
    ).toHaveAttribute("href", "/blog/1");

    const { section, titles, category } = latest(page);
    await expect(
      section.getByRole("list", { name: "Filter by category" }).getByRole("link"),
    ).toHaveText([
      "All",
      "Culture",
      "Food & Drink",
      "Nature & Outdoors",
      "Adventure",
      "Events",
      "Travel Tips",
    ]);
    await expect(category("All")).toHaveAttribute("aria-current", "true");
    await expect(titles).toHaveCount(8);
    await expect(section.getByRole("link", { name: "Show All Articles" })).toHaveCount(0);

    await category("Food & Drink").click();
    await expect(page).toHaveURL(/\/blog\?category=food$/);
    await expect(category("Food & Drink")).toHaveAttribute("aria-current", "true");
    await expect(titles).toHaveText([/^Eating Your Way Through Kosovo/, /^Pristina by Macchiato/]);
    await expect(section.getByText("Showing 2 of 8 articles")).toBeVisible();

    await section.getByRole("link", { name: "Show All Articles" }).click();
    await expect(page).toHaveURL(/\/blog#latest$/);
    await expect(titles).toHaveCount(8);
  });

  test("search covers title, excerpt and tags, ignoring case, and can be cleared", async ({
    page,
  }) => {
    await page.goto("/blog");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await expect(search).toHaveAttribute("placeholder", "Search articles...");
    const { titles, category } = latest(page);

    await search.fill("RUGOVA"); // title and tags
    await expect(page).toHaveURL(/\/blog\?q=RUGOVA$/);
    await expect(titles).toHaveText([/^Hiking the Rugova Gorge/]);

    await search.fill("macchiatos"); // only in an excerpt
    await expect(titles).toHaveText([/^Pristina by Macchiato/]);

    await search.fill("coffee"); // only in the tags
    await expect(titles).toHaveText([/^Pristina by Macchiato/]);

    await search.fill("prizren");
    await expect(titles).toHaveCount(4);
    await category("Culture").click();
    await expect(page).toHaveURL(/\/blog\?q=prizren&category=culture$/);
    await expect(titles).toHaveText([/^A Weekend in Prizren/, /^The Medieval Monasteries/]);

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/blog\?category=culture$/);
    await expect(titles).toHaveCount(2);
  });

  test("an empty result offers Reset Filters", async ({ page }) => {
    await page.goto("/blog?q=surfing&category=events");
    const { section, titles } = latest(page);
    await expect(titles).toHaveCount(0);
    await expect(section.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(section.getByText("Try adjusting your search or category filter")).toBeVisible();
    await section.getByRole("link", { name: "Reset Filters" }).click();
    await expect(titles).toHaveCount(8);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });

  test("the twelve popular topics filter the list", async ({ page }) => {
    await page.goto("/blog");
    const topics = page.getByRole("region", { name: "Popular Topics" }).getByRole("link");
    await expect(topics).toHaveCount(12);
    await topics.filter({ hasText: "Hiking Trails" }).click();
    await expect(page).toHaveURL(/\/blog\?q=Hiking#latest$/);
    const { titles } = latest(page);
    await expect(titles).toHaveText([/^Hiking the Rugova Gorge/, /^Winter in Brezovica/]);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("Hiking");
  });

  test("like and share badges on cards act as on the article", async ({ page }) => {
    await stubNetworks(page);
    await page.goto("/blog");
    const card = latest(page)
      .section.getByRole("article")
      .filter({ hasText: "Hiking the Rugova Gorge" });
    await card.getByRole("button", { name: /^Like this article: Hiking the Rugova Gorge/ }).click();
    await expect(page.getByText("Thanks for liking this article!", { exact: true })).toBeVisible();
    const unlike = card.getByRole("button", { name: /^Unlike this article: .*\(1 like\)$/ });
    // PRODUCT B11: the count is the stored likes; this browser's like is the only one.
    await expect(unlike).toBeVisible();
    // Left as found, for the other specs on the shared site.
    await unlike.click();
    await expect(
      card.getByRole("button", { name: /^Like this article: .*\(0 likes\)$/ }),
    ).toBeVisible();

    await card
      .getByRole("button", { name: /^Share this article: Hiking the Rugova Gorge/ })
      .click();
    const popup = page.waitForEvent("popup");
    await page.getByRole("menuitem", { name: "LinkedIn" }).click();
    await (await popup).close();
    await expect(page.getByText("Shared to LinkedIn", { exact: true })).toBeVisible();
  });

  test("the newsletter block signs up for real", async ({ page }) => {
    await page.goto("/blog");
    const block = page.getByRole("region", { name: "Never miss a story" });
    await block
      .getByRole("textbox", { name: "Email address" })
      .fill(`blog-${Date.now()}@example.org`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText(
        "If this address isn't subscribed yet, a link to confirm is on its way. Your subscription starts when you open it.",
        { exact: true },
      ),
    ).toBeVisible();
  });
});

test.describe("blog article", () => {
  test("shows the article with its facts, actions, author and related posts", async ({ page }) => {
    test.slow();
    await stubNetworks(page);
    await page.goto("/blog/1");
    await expect(page).toHaveTitle(/^A Weekend in Prizren.* · Blog · Explore Kosovo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^A Weekend in Prizren/);
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toContainText([
      "Prizren",
      "History",
      "Weekend",
    ]);
    await expect(page.getByText("Ardit Shala").first()).toBeVisible();
    await expect(page.getByText("October 14, 2026")).toBeVisible();
    await expect(page.getByText("10 min read")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Friday evening: find the river" }),
    ).toBeVisible();

    // Like: tooltip, toast and count, and back again.
    const like = page.getByRole("button", { name: "Like this article", exact: true });
    await like.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Like this article");
    await like.click();
    await expect(page.getByText("Thanks for liking this article!", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlike this article (1 like)" })).toBeVisible();
    await page.getByRole("button", { name: "Unlike this article", exact: true }).click();
    await expect(page.getByText("You removed your like", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Like this article (0 likes)" })).toBeVisible();

    // Share menu: real share links; choosing one toasts.
    const share = page.getByRole("button", { name: "Share this article", exact: true });
    await share.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Share this article");
    await share.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Facebook", "X", "LinkedIn", "Email"]);
    const url = encodeURIComponent(new URL("/blog/1", page.url()).href);
    await expect(menu.getByRole("menuitem", { name: "Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(menu.getByRole("menuitem", { name: "X" })).toHaveAttribute(
      "href",
      new RegExp(
        `^https://x\\.com/intent/post\\?url=${url.replace(/[.%]/g, "\\$&")}&text=A%20Weekend`,
      ),
    );
    await expect(menu.getByRole("menuitem", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(menu.getByRole("menuitem", { name: "Email" })).toHaveAttribute(
      "href",
      /^mailto:\?subject=/,
    );
    await expect(menu.getByRole("menuitem", { name: "Facebook" })).toHaveAttribute(
      "target",
      "_blank",
    );
    const popup = page.waitForEvent("popup");
    await menu.getByRole("menuitem", { name: "Facebook" }).click();
    await (await popup).close();
    await expect(page.getByText("Shared to Facebook", { exact: true })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);

    // The count of published comments leads to them and to the form (issue 19 item 4).
    await page.getByRole("link", { name: "0 comments" }).click();
    await expect(page).toHaveURL(/#comments$/);
    await expect(page.getByRole("heading", { name: "Comments", level: 2 })).toBeVisible();
    await expect(page.getByText("No comments yet.")).toBeVisible();

    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.first().getByRole("link")).toHaveAttribute("href", "/blog/7");

    await page
      .getByRole("complementary", { name: "About Ardit Shala" })
      .getByRole("link", { name: "View all articles" })
      .click();
    await expect(page).toHaveURL(/\/blog\?author=Ardit\+Shala#latest$/);
    await expect(latest(page).titles).toHaveCount(3);
    await expect(page.getByText("Articles by Ardit Shala")).toBeVisible();
  });

  test("carries BlogPosting structured data", async ({ page }) => {
    await page.goto("/blog/3");
    const data = (await jsonLdOfType(page, "BlogPosting")) as {
      "@type": string;
      headline: string;
      author: { name: string };
      datePublished: string;
    };
    expect(data["@type"]).toBe("BlogPosting");
    expect(data.headline).toBe("Hiking the Rugova Gorge and Climbing Its Via Ferrata");
    expect(data.author.name).toBe("Luan Berisha");
    expect(data.datePublished).toBe("2026-07-02");
  });

  for (let id = 1; id <= 8; id += 1) {
    test(`article ${id} exists with a read time of 6 to 12 minutes`, async ({ page }) => {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(200);
      const readTime = await page
        .getByText(/^\d+ min read$/)
        .first()
        .textContent();
      const minutes = Number(readTime?.split(" ")[0]);
      expect(minutes).toBeGreaterThanOrEqual(6);
      expect(minutes).toBeLessThanOrEqual(12);
      await expect(page.getByRole("link", { name: "Back to All Articles" })).toHaveAttribute(
        "href",
        "/blog",
      );
    });
  }

  for (const id of ["9", "0", "abc", "1.5"]) {
    test(`/blog/${id} is not found, with status 404`, async ({ page }) => {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Blog Post Not Found" }),
      ).toBeVisible();
      await expect(
        page.getByText("The article you're looking for doesn't exist or has been moved."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }
});

test.describe("blog without JavaScript", () => {
  test("search and newsletter are plain forms", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/blog?category=culture");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("unesco");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?category=culture&q=unesco$/);
    await expect(latest(page).titles).toHaveText([/^The Medieval Monasteries/]);

    const block = page.getByRole("region", { name: "Never miss a story" });
    await block
      .getByRole("textbox", { name: "Email address" })
      .fill(`blog-nojs-${Date.now()}@example.org`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(
      /\/blog\?category=culture&q=unesco&newsletter=subscribed#newsletter-form$/,
    );
    await expect(block.getByRole("status")).toHaveText(/a link to confirm is on its way/);
    await context.close();
  });
});
