import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { joinTheDesk, signInToTheDesk } from "../support/desk.ts";

/**
 * Blog posts in the desk as an editor uses them (issue 18 items 3, 4, 7, 9, 10): the editor signs
 * in, unpublishes a seeded post (visitors get 404), edits its English title and Markdown body
 * with the desk's preview, publishes it and reads it on /blog, /blog/<id> and in the search
 * index, writes the German text and reads it on /de/blog/<id>, then restores the previous
 * version (the German text is gone again). A moderator is refused (403). axe runs on the pages.
 */

// This spec changes a post: it writes to the publishing test site (playwright.config.ts), so the
// specs that read the shared site's blog see it as seeded.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}` });

const PASSWORD = "quince terrace above peja";
const run = Date.now().toString(36);
const editorEmail = `blog-editor-${run}@example.org`;
const moderatorEmail = `blog-moderator-${run}@example.org`;
const TITLE = `Rugova in October, on foot ${run}`;
const GERMAN = `Rugova im Oktober, zu Fuß ${run}`;
const POST_ID = 3;

const join = (page: Page, baseURL: string, email: string, role: string, name: string) =>
  joinTheDesk(page, baseURL, { email, role, name, password: PASSWORD });

test("an editor edits, publishes, translates and restores a blog post", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = String(baseURL);
  const secret = await join(page, origin, editorEmail, "editor", "Blerta Editor");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();

  await page.goto("/desk");
  await signInToTheDesk(page, { email: editorEmail, password: PASSWORD, secret });
  await expect(page.getByRole("heading", { name: "Welcome, Blerta Editor" })).toBeVisible();

  // The list, with search.
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "blog posts" })).toHaveText(
    "8 blog posts",
  );
  await checkA11y(page);
  await page.getByLabel("Search").fill("rugova");
  await page.getByRole("button", { name: "Show posts" }).click();
  await page.getByRole("link", { name: /Rugova Gorge/ }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/blog/${POST_ID}$`));
  await checkA11y(page);

  // Unpublished: visitors get 404.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Unpublished/);
  expect((await page.request.get(`/blog/${POST_ID}`)).status()).toBe(404);

  // The English title and the Markdown body, previewed before saving.
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Title").fill(TITLE);
  const body = field("Article (Markdown)");
  await body.fill(
    `${await body.inputValue()}\n\n## A late-season note\n\nIn October the **beech woods** turn gold; see [our plan](/plan).`,
  );
  await page.getByRole("button", { name: "Preview the article" }).click();
  const preview = page.getByRole("region", { name: "Preview of the article (not saved)" });
  await expect(preview.getByRole("heading", { name: "A late-season note" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "our plan" })).toHaveAttribute("href", "/plan");
  await expect(field("Title")).toHaveValue(TITLE);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/^Your changes are saved as version \d+\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText("German: Needs update")).toBeVisible();

  // The desk's preview shows the article as visitors will read it.
  await page.getByRole("link", { name: "Preview", exact: true }).click();
  await expect(page.getByText("visitors do not see it yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Published/);

  // Visitors see it at once; the desk's scripts are not loaded there.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: TITLE }).first()).toBeVisible();
  await page.goto(`/blog/${POST_ID}`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "A late-season note", level: 2 })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "beech woods" })).toBeVisible();
  expect(requested.filter((url) => /desk/i.test(url))).toEqual([]);
  const index = await (await page.request.get("/api/search-index.json")).text();
  expect(index).toContain(TITLE);

  // The German text: the English sentences that changed are listed.
  await page.goto(`/desk/blog/${POST_ID}`);
  await page.getByRole("link", { name: "German" }).click();
  await expect(page.getByRole("heading", { name: `German text of ${TITLE}` })).toBeVisible();
  await expect(page.getByText(/^State: Needs update/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: /English changes/ }).getByText(`Added: ${TITLE}`),
  ).toBeVisible();
  await checkA11y(page);
  await field("Title (German)").fill(GERMAN);
  await page.getByRole("button", { name: "Save the German text" }).click();
  await expect(
    page.getByText(/^The translation is saved as version \d+\. It is current\.$/),
  ).toBeVisible();
  await page.goto(`/de/blog/${POST_ID}`);
  await expect(page.getByRole("heading", { name: GERMAN, level: 1 })).toBeVisible();

  // History: restore the version before the German text.
  await page.goto(`/desk/blog/${POST_ID}/revisions`);
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(
    page
      .getByRole("table", { name: /Fields that differ/ })
      .getByRole("rowheader", { name: "translations.de.title" }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Restore the previous version" }).click();
  await expect(page.getByText(/^Version \d+ is restored as version \d+\./)).toBeVisible();
  await page.goto(`/de/blog/${POST_ID}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(GERMAN);
  await expect(page.getByText(GERMAN)).toHaveCount(0);
});

test("a moderator cannot open or change blog posts", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await join(page, String(baseURL), moderatorEmail, "moderator", "Mira Moderator");
  await expect(
    page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Blog" }),
  ).toHaveCount(0);
  const refused = await page.goto("/desk/blog");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not open to your role" })).toBeVisible();
  expect((await page.request.get("/desk/blog/new")).status()).toBe(403);
  expect((await page.request.get(`/desk/blog/${POST_ID}`)).status()).toBe(403);
});

test("an editor sets the site's Instagram link: every page's footer shows it at once", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `settings-editor-${run}@example.org`;
  await join(page, String(baseURL), email, "editor", "Sara Editor");
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Site settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Site settings", level: 1 })).toBeVisible();
  await checkA11y(page);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Instagram account").fill("https://example.org/kosovo");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(field("Instagram account")).toHaveAccessibleDescription(
    /give the https address of the Instagram account/,
  );
  await field("Instagram account").fill("https://www.instagram.com/explorekosovo");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText(/The settings are saved as version \d+\. Every page/)).toBeVisible();

  await page.goto("/de/blog");
  const follow = page.getByRole("contentinfo").getByRole("link", { name: "Instagram" });
  await expect(follow).toHaveAttribute("href", "https://www.instagram.com/explorekosovo");

  // Restored: the link is hidden again, as on the shared site.
  await page.goto("/desk/settings/revisions");
  await page.getByRole("button", { name: "Restore the previous version" }).click();
  await expect(page.getByText(/^Version \d+ is restored as version \d+\./)).toBeVisible();
  await page.goto("/de/blog");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Instagram" })).toHaveCount(
    0,
  );
});
