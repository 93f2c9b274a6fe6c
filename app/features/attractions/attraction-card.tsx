import { Card, CardBadge } from "../../components/card.tsx";
import { Clock, MapPin, Ticket } from "../../components/icons.tsx";
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
  return (
    <Card
      image={attraction.image}
      imageAlt={attraction.imageAlt}
      priority={priority}
      badge={
        <CardBadge className="bg-white/95 text-slate-900 shadow">
          {t(`attractions.list.categories.${attraction.category}`)}
        </CardBadge>
      }
      heading={attraction.name}
      headingLevel={headingLevel}
      headingClassName="text-lg font-semibold"
      className="h-full"
    >
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
    </Card>
  );
}
