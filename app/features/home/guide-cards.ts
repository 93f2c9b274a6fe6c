import type { TravelGuideJson } from "../../api/shapes.ts";
import type { TravelGuide } from "../../content/travel-guides.ts";
import { paths } from "../../lib/paths.ts";

/** The "Plan Your Trip" cards of SPEC 2.3: picture, link label and icon follow fixed rules. */

type GuideType = TravelGuide["type"];

/** The picture is chosen by a word in the title; anything unknown gets the itineraries one. */
const imageRules: [string, GuideType][] = [
  ["Visa", "visa"],
  ["Getting Here", "transportation"],
  ["Accommodation", "accommodation"],
  ["Best Time", "seasonal"],
  ["Language", "culture"],
];

export function guideImageType(title: string): GuideType {
  return imageRules.find(([word]) => title.includes(word))?.[1] ?? "itineraries";
}

/** Keys under `home.plan.links` in the message catalogue, chosen by the exact title. */
const linkLabels: Record<string, string> = {
  "Visa Information": "checkRequirements",
  "Getting Here": "transportationOptions",
  Accommodation: "findPlacesToStay",
  "Best Time to Visit": "seasonalGuide",
  "Language & Culture": "culturalTips",
};

export function guideLinkLabelKey(title: string): string {
  return `home.plan.links.${linkLabels[title] ?? "viewItineraries"}`;
}

export const guideIcons = [
  "passport",
  "plane-arrival",
  "bed",
  "calendar-alt",
  "language",
  "map-marked-alt",
  "plus-circle",
] as const;
export type GuideIcon = (typeof guideIcons)[number];

export function guideIcon(icon: string): GuideIcon {
  return guideIcons.find((known) => known === icon && known !== "plus-circle") ?? "plus-circle";
}

export interface GuideCardModel {
  id: number;
  title: string;
  content: string;
  image: string;
  imageAlt: string;
  icon: GuideIcon;
  linkLabelKey: string;
  href: string;
}

type GuidePicture = Pick<TravelGuide, "type" | "image" | "imageAlt">;

/**
 * A card for a guide. The picture and the link label follow the English title (SPEC 2.3's rules
 * are written for it); `shown` is the same guide in the page's language, whose texts the card
 * shows, and `pictures` the guides' artwork in that language.
 */
export function guideCard(
  guide: TravelGuideJson,
  pictures: readonly GuidePicture[],
  shown: Pick<TravelGuideJson, "title" | "content"> = guide,
): GuideCardModel {
  const picture = pictures.find((item) => item.type === guideImageType(guide.title));
  return {
    id: guide.id,
    title: shown.title,
    content: shown.content,
    image: picture?.image ?? "/artwork/guides/itineraries.svg",
    imageAlt: picture?.imageAlt ?? "",
    icon: guideIcon(guide.icon),
    linkLabelKey: guideLinkLabelKey(guide.title),
    href: paths.plan(guide.type),
  };
}
