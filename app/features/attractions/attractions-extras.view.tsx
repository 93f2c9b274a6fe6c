import { CallToAction } from "../../components/call-to-action.tsx";
import {
  BookOpen,
  Bus,
  CalendarRange,
  Camera,
  HeartHandshake,
  Printer,
} from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
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
    <PageSection
      id="tips-title"
      title={t("attractions.list.tipsTitle")}
      intro={t("attractions.list.tipsIntro")}
      size="md"
      cream
      fade
    >
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tips.map(({ id, Icon }) => (
          <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-7 text-brand-600" />
            <h3 className="mt-3 text-lg font-semibold">{t(`attractions.list.tips.${id}.title`)}</h3>
            <p className="mt-2 text-sm text-slate-700">{t(`attractions.list.tips.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The free guide (PRODUCT B2: a print-ready page) and the itineraries on /plan. */
export function GuideCallToAction() {
  const t = useT();
  return (
    <CallToAction
      id="guide-cta-title"
      title={t("attractions.list.guideTitle")}
      text={t("attractions.list.guideText")}
    >
      <Link to={paths.attractionsGuide()} className={buttonClass({ variant: "accent" })}>
        <Printer aria-hidden="true" className="size-4" />
        {t("attractions.list.downloadGuide")}
      </Link>
      <Link to={paths.plan("itineraries")} className={buttonClass({ variant: "light" })}>
        <BookOpen aria-hidden="true" className="size-4" />
        {t("attractions.list.planVisit")}
      </Link>
    </CallToAction>
  );
}

/** The tips and the guide's call to action under the list, as one section that loads on view. */
export function AttractionsExtras() {
  return (
    <>
      <EssentialTips />
      <GuideCallToAction />
    </>
  );
}
