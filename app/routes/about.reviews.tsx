import { getDatabase } from "../db/instance.server.ts";
import { howReviewsWork } from "../features/contributions/how-reviews-work.server.ts";
import { HowReviewsWorkPage } from "../features/contributions/how-reviews-work.tsx";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about.reviews";

export async function loader() {
  return { facts: await howReviewsWork(await getDatabase()) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("reviews.about.metaTitle"),
    description: site.t("reviews.about.metaDescription"),
    path: paths.reviewsHowItWorks(),
  });
};

/** Issue 19 item 7: how reviews are checked, from the real settings and counts. */
export default function HowReviewsWork({ loaderData }: Route.ComponentProps) {
  return <HowReviewsWorkPage facts={loaderData.facts} />;
}
