import type { ReactNode } from "react";
import { HeroImage } from "../../components/hero-image.tsx";
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Clock,
  MapPin,
  Star,
  Ticket,
} from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { ReviewSummary } from "../../lib/review-summary.ts";
import { wrapIndex } from "./gallery.ts";

interface Picture {
  image: string;
  imageAlt: string;
}

/**
 * SPEC 2.16 hero: an image slider whose previous/next wrap at both ends, with one dot per picture,
 * and the attraction's key facts. The first picture is the LCP, so it is never lazy.
 */
export function AttractionHero({
  name,
  images,
  index,
  onIndexChange,
  category,
  city,
  reviews,
  duration,
  ticketPrice,
  actions,
}: {
  name: string;
  images: Picture[];
  index: number;
  onIndexChange: (index: number) => void;
  category: string;
  city: string;
  reviews: ReviewSummary;
  duration: string;
  ticketPrice: string;
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const count = images.length;
  const current = images[wrapIndex(index, count)];
  const go = (next: number) => onIndexChange(wrapIndex(next, count));
  const arrowClass =
    "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white [@media(scripting:none)]:hidden";
  return (
    <div id="attraction-hero" className="bg-slate-950">
      <div className="relative mx-auto max-w-7xl">
        <section
          aria-roledescription="carousel"
          aria-label={t("attractions.detail.gallery", { name })}
        >
          {current && (
            <HeroImage
              src={current.image}
              alt={current.imageAlt}
              width={1200}
              height={800}
              className="aspect-[3/2] max-h-[70vh] w-full object-cover sm:aspect-[2/1]"
            />
          )}
          <p className="sr-only" aria-live="polite">
            {t("attractions.detail.photoOf", { index: wrapIndex(index, count) + 1, count })}
          </p>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(index - 1)}
                aria-label={t("attractions.detail.previousPhoto")}
                className={`${arrowClass} left-3`}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(index + 1)}
                aria-label={t("attractions.detail.nextPhoto")}
                className={`${arrowClass} right-3`}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
              <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-slate-950/60 px-2 [@media(scripting:none)]:hidden">
                {images.map((picture, dot) => (
                  <button
                    key={picture.image}
                    type="button"
                    onClick={() => go(dot)}
                    aria-label={t("attractions.detail.showPhoto", { index: dot + 1, count })}
                    aria-current={dot === wrapIndex(index, count) ? "true" : undefined}
                    className="group grid size-8 place-items-center"
                  >
                    <span className="size-2.5 rounded-full bg-white/60 group-hover:bg-white group-aria-[current=true]:scale-125 group-aria-[current=true]:bg-white" />
                  </button>
                ))}
              </div>
            </>
          )}
        </section>
      </div>
      <div className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <Link
            to={paths.attractions()}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("attractions.detail.back")}
          </Link>
          <div className="mt-2 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-gold-100 px-3 py-1 font-semibold text-slate-900">
                  <span className="sr-only">{t("attractions.detail.category")}: </span>
                  {t(`attractions.list.categories.${category}`)}
                </span>
                <span className="flex items-center gap-1 text-slate-700">
                  <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                  <span className="sr-only">{t("attractions.detail.city")}: </span>
                  {t(`attractions.list.cities.${city}`)}
                </span>
              </p>
              <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{name}</h1>
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Star aria-hidden="true" className="size-5 fill-gold-400 text-gold-600" />
                    <span className="sr-only">{t("attractions.detail.tabs.reviews")}</span>
                  </dt>
                  <dd>
                    <RatingLine
                      rating={reviews.average}
                      count={reviews.count}
                      icon={false}
                      className="text-base text-slate-700"
                    />
                  </dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Clock aria-hidden="true" className="size-5 text-brand-600" />
                    <span className="sr-only">{t("attractions.detail.duration")}</span>
                  </dt>
                  <dd>{t(`attractions.list.durationTexts.${duration}`)}</dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Ticket aria-hidden="true" className="size-5 text-brand-600" />
                    <span className="sr-only">{t("attractions.detail.ticketPrice")}</span>
                  </dt>
                  <dd>{t(`attractions.list.prices.${ticketPrice}`)}</dd>
                </div>
              </dl>
            </div>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
        </div>
      </div>
    </div>
  );
}
