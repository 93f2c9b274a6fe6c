import { BookOpen, Bus, CalendarRange, Camera, HeartHandshake, Printer } from "lucide-react";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

const tips = [
  { id: "bestTime", Icon: CalendarRange },
  { id: "photography", Icon: Camera },
  { id: "transportation", Icon: Bus },
  { id: "etiquette", Icon: HeartHandshake },
] as const;

/** SPEC 2.15: best time, photography, transportation and cultural etiquette. */
export function EssentialTips() {
  const t = useT();
  return (
    <FadeInSection aria-labelledby="tips-title" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="tips-title" className="text-2xl font-bold sm:text-3xl">
          {t("attractions.list.tipsTitle")}
        </h2>
        <p className="mt-1 text-slate-600">{t("attractions.list.tipsIntro")}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map(({ id, Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold">
                {t(`attractions.list.tips.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">{t(`attractions.list.tips.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </FadeInSection>
  );
}

/** The free guide (PRODUCT B2: a print-ready page) and the itineraries on /plan. */
export function GuideCallToAction() {
  const t = useT();
  return (
    <FadeInSection aria-labelledby="guide-cta-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10">
        <h2 id="guide-cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          {t("attractions.list.guideTitle")}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-50">{t("attractions.list.guideText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={paths.attractionsGuide()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-gold-400 px-5 font-semibold text-slate-900 hover:bg-gold-300"
          >
            <Printer aria-hidden="true" className="size-4" />
            {t("attractions.list.downloadGuide")}
          </Link>
          <Link
            to={paths.plan("itineraries")}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white px-5 font-semibold text-white hover:bg-white/10"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {t("attractions.list.planVisit")}
          </Link>
        </div>
      </div>
    </FadeInSection>
  );
}
