import { Suspense } from "react";
import { Await } from "react-router";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import {
  ArrowRight,
  BedDouble,
  CalendarDays,
  CirclePlus,
  type IconComponent,
  IdCard,
  Languages,
  MapPinned,
  PlaneLanding,
} from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { GuideCardModel, GuideIcon } from "./guide-cards.ts";
import { LoadError } from "./load-error.tsx";
import { SectionHeader } from "./section-header.tsx";

/** SPEC 9: six skeletons while the guides load. */
export const HOME_GUIDE_SKELETONS = 6;

const icons: Record<GuideIcon, IconComponent> = {
  passport: IdCard,
  "plane-arrival": PlaneLanding,
  bed: BedDouble,
  "calendar-alt": CalendarDays,
  language: Languages,
  "map-marked-alt": MapPinned,
  "plus-circle": CirclePlus,
};

export function PlanYourTrip({ guides }: { guides: Promise<GuideCardModel[]> }) {
  const t = useT();
  return (
    <FadeInSection
      id="plan"
      aria-labelledby="plan-title"
      className="scroll-mt-20 bg-cream py-16 lg:py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="plan-title" title={t("home.plan.title")} intro={t("home.plan.intro")} />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <Suspense fallback={<GuideSkeletons />}>
            <Await resolve={guides} errorElement={<LoadError />}>
              {(list) => list.map((card) => <GuideCard key={card.id} card={card} />)}
            </Await>
          </Suspense>
        </div>
        <div className="mt-10 grid items-center gap-6 overflow-hidden rounded-3xl bg-brand-700 text-white md:grid-cols-[1fr_1.2fr]">
          <Picture
            src="/artwork/site/map.svg"
            alt=""
            className="aspect-[3/2] size-full object-cover"
          />
          <div className="p-6 md:p-8">
            <h3 className="text-2xl font-bold text-white">{t("home.plan.helpTitle")}</h3>
            <p className="mt-3 text-brand-100">{t("home.plan.helpText")}</p>
            <Link
              to={paths.plan()}
              className={buttonClass({ variant: "accent", className: "mt-6" })}
            >
              {t("home.plan.helpButton")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </FadeInSection>
  );
}

function GuideCard({ card }: { card: GuideCardModel }) {
  const t = useT();
  const Icon = icons[card.icon];
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Picture
        src={card.image}
        alt={card.imageAlt}
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex h-10 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="line-clamp-1 text-lg font-semibold">{card.title}</h3>
        </div>
        <p className="mt-3 line-clamp-3 h-18 text-sm/6 text-slate-700">{card.content}</p>
        <Link
          to={card.href}
          className="mt-4 inline-flex h-11 items-center gap-2 self-start font-semibold text-brand-600 hover:text-brand-800 hover:underline"
        >
          {t(card.linkLabelKey)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function GuideSkeletons() {
  return Array.from({ length: HOME_GUIDE_SKELETONS }, (_, index) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
      key={index}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-3 h-18 w-full" />
        <Skeleton className="mt-4 h-11 w-1/2" />
      </div>
    </div>
  ));
}
