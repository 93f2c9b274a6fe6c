import { BackLink } from "../../components/back-link.tsx";
import { Link } from "../../components/link.tsx";
import { formatMonthYear, formatNumber } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { HowReviewsWork } from "./how-reviews-work.server.ts";

/** /about/reviews: how reviews are checked, with the real settings and last month's numbers. */
export function HowReviewsWorkPage({ facts }: { facts: HowReviewsWork }) {
  const { t, locale } = useI18n();
  const limit = (value: HowReviewsWork["perClient"]) =>
    value
      ? t("reviews.about.limit", {
          max: formatNumber(locale, value.max),
          minutes: formatNumber(locale, value.minutes),
        })
      : t("reviews.about.off");
  const count = (value: number) => formatNumber(locale, value);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <BackLink to={paths.about()}>{t("info.sitemap.aboutKosovo")}</BackLink>
      <h1 className="mt-4 text-4xl font-bold">{t("reviews.about.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("reviews.about.intro")}</p>
      <section aria-labelledby="check" className="mt-10">
        <h2 id="check" className="text-2xl font-bold">
          {t("reviews.about.checkTitle")}
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-6 text-slate-700">
          <li>{t("reviews.about.checkEmail", { days: facts.confirmDays })}</li>
          <li>{t("reviews.about.checkModeration")}</li>
          <li>
            {t("reviews.about.checkAbuse", {
              perClient: limit(facts.perClient),
              perEmail: limit(facts.perEmail),
              links: facts.maxLinks,
            })}
          </li>
          <li>{t("reviews.about.checkReports")}</li>
        </ul>
      </section>
      <section aria-labelledby="rules" className="mt-10">
        <h2 id="rules" className="text-2xl font-bold">
          {t("reviews.about.rulesTitle")}
        </h2>
        <p className="mt-4 text-slate-700">{t("reviews.about.rules")}</p>
      </section>
      <section aria-labelledby="numbers" className="mt-10">
        <h2 id="numbers" className="text-2xl font-bold">
          {t("reviews.about.numbersTitle", {
            month: formatMonthYear(locale, facts.month.year, facts.month.month),
          })}
        </h2>
        <ul className="mt-4 space-y-2 text-slate-700" data-testid="review-numbers">
          <li>{t("reviews.about.published", { count: count(facts.lastMonth.published) })}</li>
          <li>{t("reviews.about.rejected", { count: count(facts.lastMonth.rejected) })}</li>
          <li>{t("reviews.about.total", { count: count(facts.published) })}</li>
        </ul>
      </section>
      <p className="mt-10">
        <Link to={paths.privacy()} className="font-semibold text-brand-700 underline">
          {t("reviews.about.privacy")}
        </Link>
      </p>
    </div>
  );
}
