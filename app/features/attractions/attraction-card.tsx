import { Clock, MapPin, Ticket } from "lucide-react";
import { Link } from "../../components/link.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

/** What a list card needs; the loader sends only this. */
export interface AttractionCardData {
  id: number;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  city: string;
  category: string;
  /** From published visitor reviews; null while there are none. */
  rating: number | null;
  reviewCount: number;
  duration: string;
  ticketPrice: string;
  featured: boolean;
}

export function AttractionCard({
  attraction,
  headingLevel = 3,
  priority = false,
}: {
  attraction: AttractionCardData;
  headingLevel?: 2 | 3;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <img
          src={attraction.image}
          alt={attraction.imageAlt}
          width={1200}
          height={800}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-900 shadow">
          {t(`attractions.list.categories.${attraction.category}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold">{attraction.name}</Heading>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {t(`attractions.list.cities.${attraction.city}`)}
        </p>
        <p className="mt-3 line-clamp-3 text-sm text-slate-700">{attraction.description}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>
            <RatingLine rating={attraction.rating} count={attraction.reviewCount} />
          </li>
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 text-brand-600" />
            {t(`attractions.list.durationTexts.${attraction.duration}`)}
          </li>
          <li className="flex items-center gap-1">
            <Ticket aria-hidden="true" className="size-4 text-brand-600" />
            {t(`attractions.list.prices.${attraction.ticketPrice}`)}
          </li>
        </ul>
        <div className="mt-auto pt-5">
          <Link
            to={paths.attraction(attraction.id)}
            // The name starts with the visible text (WCAG 2.5.3), then says which one.
            aria-label={`${t("attractions.list.viewDetails")}: ${attraction.name}`}
            className={buttonClass({ className: "w-full" })}
          >
            {t("attractions.list.viewDetails")}
          </Link>
        </div>
      </div>
    </article>
  );
}
