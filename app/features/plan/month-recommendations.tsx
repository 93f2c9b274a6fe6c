import { Sparkles } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import type { Month } from "../../content/plan-options.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { monthName, recommendationsFor, type TripData } from "./trip.ts";

/** SPEC 2.12: two or three suggestions for the chosen month. */
export function MonthRecommendations({
  month,
  recommendations,
  headingLevel = 3,
}: {
  month: Month;
  recommendations: TripData["monthRecommendations"];
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Item = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="break-inside-avoid rounded-2xl border border-gold-300 bg-white p-6">
      <Heading className="flex items-center gap-2 text-xl font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-gold-600" />
        {t("plan.builder.recommendationsTitle", { month: monthName(month, locale) })}
      </Heading>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {recommendationsFor(recommendations, month).map((recommendation) => (
          <li key={recommendation.title}>
            <Item className="font-semibold">
              {recommendation.link ? (
                <Link
                  to={recommendation.link}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {recommendation.title}
                </Link>
              ) : (
                recommendation.title
              )}
            </Item>
            <p className="mt-1 text-sm text-slate-700">{recommendation.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
