import { Suspense, useState } from "react";
import { preload } from "react-dom";
import { Await } from "react-router";
import { ArrowRight, MapPin, Ticket } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import type { HeroSlide } from "../../content/media.ts";
import { formatMonthYear, formatNumber } from "../../i18n/format.ts";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { calendarDate } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";

export interface NextFestival {
  id: number;
  name: string;
  town: string;
  /** YYYY-MM-DD */
  startDate: string;
}

/** Prizren's destination page; the menu's ids are fixed (SPEC 2.2). */
const PRIZREN_DESTINATION_ID = 2;

/** How much of Kosovo this guide describes, counted in the database at request time (B11). */
export interface CatalogueStats {
  destinations: number;
  events: number;
  experiences: number;
}

const statKeys = ["destinations", "events", "experiences"] as const;

/**
 * Third-party mentions of Kosovo (not of this site), each with its source and year (B11).
 * Sources checked 2026-11-26.
 */
const guidebooks = [
  {
    key: "bradt",
    year: 2007,
    source: "esiweb.org",
    url: "https://www.esiweb.org/index.php?lang=en&id=297",
  },
  {
    key: "lonelyPlanet",
    year: 2018,
    source: "worldbulletin.net",
    url: "http://www.worldbulletin.net/haberler/202413/albania-kosovo-among-best-destinations",
  },
] as const;

/** The hero: tagline, actions, the picture carousel with its floating cards, the stats. */
export function Hero({
  nextFestival,
  slides,
  stats,
}: {
  nextFestival: Promise<NextFestival | null>;
  slides: HeroSlide[];
  stats: Promise<CatalogueStats>;
}) {
  const { t, locale } = useI18n();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-cream to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 lg:grid-cols-[1fr_1.1fr] lg:pt-16 lg:pb-24">
        <div>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl lg:text-6xl"
          >
            {t("home.hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700 sm:text-xl">{t("home.hero.intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A plain anchor: the page's smooth scrolling applies, and is off under reduced motion. */}
            <a href="#destinations" className={buttonClass({ size: "xl" })}>
              {t("home.hero.exploreNow")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            <Link
              to={paths.plan()}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand-600 bg-white px-6 text-lg font-semibold text-brand-600 hover:bg-brand-50"
            >
              {t("home.hero.planTrip")}
            </Link>
          </div>
          <dl
            aria-label={t("home.hero.stats.label")}
            className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6"
          >
            {statKeys.map((key) => (
              <div key={key} className="flex flex-col-reverse justify-end">
                <dt className="text-sm text-slate-600">{t(`home.hero.stats.${key}`)}</dt>
                <dd className="h-9 text-3xl font-bold text-brand-700">
                  <Suspense fallback={<Skeleton className="h-9 w-12" />}>
                    <Await resolve={stats} errorElement="–">
                      {(counted) => formatNumber(locale, counted[key])}
                    </Await>
                  </Suspense>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 text-sm text-slate-600">
            <p className="font-semibold text-slate-800">{t("home.hero.guidebooks")}</p>
            <ul className="mt-1 space-y-1">
              {guidebooks.map((book) => (
                <li key={book.key}>
                  {t(`home.hero.guidebook.${book.key}`)} ({book.year};{" "}
                  {t("home.hero.guidebookSource")}{" "}
                  <a
                    href={book.url}
                    rel="noopener"
                    className="underline decoration-slate-400 underline-offset-2 hover:text-brand-700"
                  >
                    {book.source}
                  </a>
                  )
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="relative lg:px-6">
          <HeroCarousel heroSlides={slides} />
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:mt-0 lg:block">
            <div className="lg:absolute lg:top-8 lg:-left-6 lg:w-64">
              <Suspense fallback={<FloatingCardSkeleton />}>
                <Await resolve={nextFestival} errorElement={<FestivalFallback />}>
                  {(festival) =>
                    festival ? <FestivalCard festival={festival} /> : <FestivalFallback />
                  }
                </Await>
              </Suspense>
            </div>
            <Link
              to={paths.destination(PRIZREN_DESTINATION_ID)}
              className="flex items-center gap-3 rounded-xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200 hover:ring-brand-600 lg:absolute lg:top-1/2 lg:-right-2 lg:w-64"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-slate-900">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{t("home.hero.popular")}</span>
                <span className="block text-sm text-slate-600">{t("home.hero.popularText")}</span>
              </span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function HeroCarousel({ heroSlides }: { heroSlides: HeroSlide[] }) {
  const t = useT();
  // The first picture is the page's largest element: fetch it before anything else.
  const first = heroSlides[0];
  if (first) preload(first.image, { as: "image", fetchPriority: "high" });
  const [index, setIndex] = useState(0);
  const count = heroSlides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.hero.carouselLabel")}
      className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-slate-200 shadow-xl lg:aspect-[5/6]"
    >
      {heroSlides.map((slide, position) => {
        const active = position === index;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t("home.hero.slide")}
            aria-label={t("home.hero.slideLabel", { index: position + 1, count })}
            aria-hidden={active ? undefined : true}
            className={`absolute inset-0 transition-opacity duration-300 ${active ? "opacity-100" : "opacity-0"}`}
          >
            <img
              src={slide.image}
              alt={slide.imageAlt}
              width={1200}
              height={800}
              // The first slide is the page's largest picture: load it first, never lazily.
              loading={position === 0 ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : "low"}
              decoding={position === 0 ? "sync" : "async"}
              className="size-full object-cover"
            />
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 via-slate-950/50 to-transparent p-6 pb-14 text-white">
              <p className="text-2xl font-bold">{slide.title}</p>
              <p className="mt-1 max-w-md text-sm text-white/90">{slide.caption}</p>
            </div>
          </div>
        );
      })}
      {/* The dots need scripts; without them the first picture simply stays. */}
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1 [@media(scripting:none)]:hidden">
        {heroSlides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            onClick={() => setIndex(position)}
            aria-label={t("home.hero.showSlide", { index: position + 1, title: slide.title })}
            aria-current={position === index ? "true" : undefined}
            className="group grid size-8 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                position === index ? "w-7 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function FestivalCard({ festival }: { festival: NextFestival }) {
  const { t, locale } = useI18n();
  const { year, month: monthNumber } = calendarDate(festival.startDate);
  const month = formatMonthYear(locale, year, monthNumber);
  return (
    <Link
      to={paths.event(festival.id)}
      className="flex items-center gap-3 rounded-xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200 hover:ring-brand-600"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <Ticket aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t("home.hero.nextFestival")}
        </span>
        <span className="line-clamp-2 font-semibold text-slate-900">{festival.name}</span>
        <span className="block text-sm text-slate-600">
          {festival.town} · {month}
        </span>
      </span>
    </Link>
  );
}

/** No festival in the upcoming list: the calendar still answers "what's on". */
function FestivalFallback() {
  const t = useT();
  return (
    <Link
      to={paths.events()}
      className="flex items-center gap-3 rounded-xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200 hover:ring-brand-600"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <Ticket aria-hidden="true" className="size-5" />
      </span>
      <span className="font-semibold text-slate-900">{t("home.hero.nextFestival")}</span>
    </Link>
  );
}

function FloatingCardSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200">
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-1 h-5 w-3/4" />
        <Skeleton className="mt-1 h-5 w-2/3" />
      </div>
    </div>
  );
}
