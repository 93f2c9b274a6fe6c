import { describe, expect, it } from "vitest";
import { travelGuides } from "../../content/travel-guides.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { guideCard, guideIcon, guideImageType, guideLinkLabelKey } from "./guide-cards.ts";

const label = (title: string) => translate("en", guideLinkLabelKey(title));

describe("plan-your-trip guide cards (SPEC 2.3)", () => {
  it("chooses the picture by a word in the title", () => {
    expect(guideImageType("Visa Information")).toBe("visa");
    expect(guideImageType("Getting Here")).toBe("transportation");
    expect(guideImageType("Accommodation")).toBe("accommodation");
    expect(guideImageType("Best Time to Visit")).toBe("seasonal");
    expect(guideImageType("Language & Culture")).toBe("culture");
    expect(guideImageType("Suggested Itineraries")).toBe("itineraries");
    expect(guideImageType("Visa rules for students")).toBe("visa");
    expect(guideImageType("Something else")).toBe("itineraries");
    expect(guideImageType("")).toBe("itineraries");
  });

  it("labels the link by the exact title, else View Itineraries", () => {
    expect(label("Visa Information")).toBe("Check Requirements");
    expect(label("Getting Here")).toBe("Transportation Options");
    expect(label("Accommodation")).toBe("Find Places to Stay");
    expect(label("Best Time to Visit")).toBe("Seasonal Guide");
    expect(label("Language & Culture")).toBe("Cultural Tips");
    expect(label("Suggested Itineraries")).toBe("View Itineraries");
    expect(label("Visa rules")).toBe("View Itineraries");
    expect(label("")).toBe("View Itineraries");
  });

  it("maps the icon field, else a plus-circle", () => {
    for (const icon of [
      "passport",
      "plane-arrival",
      "bed",
      "calendar-alt",
      "language",
      "map-marked-alt",
    ]) {
      expect(guideIcon(icon)).toBe(icon);
    }
    expect(guideIcon("rocket")).toBe("plus-circle");
    expect(guideIcon("")).toBe("plus-circle");
  });

  it("builds a card with our artwork and a link to the plan tab", () => {
    const card = guideCard(
      {
        id: 2,
        title: "Getting Here",
        content: "By air and by bus.",
        icon: "plane-arrival",
        type: "transportation",
      },
      travelGuides,
    );
    expect(card.image).toBe("/artwork/guides/transportation.svg");
    expect(card.imageAlt.length).toBeGreaterThan(8);
    expect(card.href).toBe("/plan#transportation");
    expect(card.icon).toBe("plane-arrival");

    const unknown = guideCard(
      { id: 9, title: "Food", content: "", icon: "utensils", type: "food" },
      travelGuides,
    );
    expect(unknown.image).toBe("/artwork/guides/itineraries.svg");
    expect(unknown.icon).toBe("plus-circle");
    expect(translate("en", unknown.linkLabelKey)).toBe("View Itineraries");
    expect(unknown.href).toBe("/plan#food");
  });

  it("follows the English title's rules while showing the page's language", () => {
    const card = guideCard(
      { id: 1, title: "Visa Information", content: "90 days.", icon: "passport", type: "visa" },
      travelGuides,
      { title: "Informacione për vizat", content: "90 ditë." },
    );
    expect(card.title).toBe("Informacione për vizat");
    expect(card.content).toBe("90 ditë.");
    expect(card.image).toBe("/artwork/guides/visa.svg");
    expect(translate("sq", card.linkLabelKey)).not.toBe(translate("en", card.linkLabelKey));
    expect(card.linkLabelKey).toBe("home.plan.links.checkRequirements");
  });
});
