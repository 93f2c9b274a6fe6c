import { experiences } from "../../app/content/experiences.ts";
import { expect, test } from "../fixtures/test.ts";

test("the experiences list links every card to its page", async ({ page }) => {
  await page.goto("/experiences");
  await expect(page).toHaveTitle("Experiences · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unforgettable Experiences");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(experiences.length);
  for (const experience of experiences) {
    await expect(
      page.getByRole("link", { name: `Learn more: ${experience.name}` }),
    ).toHaveAttribute("href", `/experiences/${experience.id}`);
  }
  const first = experiences[0];
  if (!first) throw new Error("no experiences");
  await page.getByRole("link", { name: `Learn more: ${first.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/experiences/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
});

test("an experience page says what, where, how long, when and what to bring", async ({ page }) => {
  const experience = experiences.find((e) => e.destinationId !== undefined) ?? experiences[0];
  if (!experience) throw new Error("no experiences");
  await page.goto(`/experiences/${experience.id}`);
  await expect(page).toHaveTitle(`${experience.name} · Experiences · Explore Kosovo`);
  await expect(page.getByText(experience.details[0] ?? "")).toBeVisible();
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: experience.duration })).toHaveCount(1);
  await expect(facts.filter({ hasText: experience.season })).toHaveCount(1);
  for (const item of experience.whatToBring) {
    await expect(page.getByRole("listitem").filter({ hasText: item }).first()).toBeVisible();
  }
  if (experience.destinationId) {
    await expect(page.getByRole("link", { name: /^Read our guide to / })).toHaveAttribute(
      "href",
      `/destinations/${experience.destinationId}`,
    );
  }
  await expect(page.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/directions/,
  );
  const related = page.getByRole("region", { name: "Related Experiences" });
  const links = related.getByRole("link", { name: /^Learn more: / });
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((all) => all.map((l) => l.getAttribute("href")))) {
    expect(href).not.toBe(`/experiences/${experience.id}`);
  }
  await expect(
    page.getByRole("button", { name: `Share ${experience.name}` }).first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to All Experiences" })).toHaveAttribute(
    "href",
    "/experiences",
  );
});

for (const path of ["/experiences/999", "/experiences/abc", "/experiences/-1"]) {
  test(`unknown experience ${path} is a 404 with its own screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experience Not Found");
    await expect(
      page.getByText("The experience you're looking for could not be found."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to All Experiences" })).toHaveAttribute(
      "href",
      "/experiences",
    );
  });
}
