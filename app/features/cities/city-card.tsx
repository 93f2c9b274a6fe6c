import { Card } from "../../components/card.tsx";
import { Building2, CalendarClock, Landmark, Users } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { CityCardData } from "./city-data.server.ts";

/** A city on /cities: picture, name, text and the four facts of SPEC 2.13. */
export function CityCard({
  city,
  priority = false,
}: {
  city: CityCardData;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const t = useT();
  return (
    <Card
      image={city.image}
      imageAlt={city.imageAlt}
      priority={priority}
      heading={city.name}
      headingLevel={3}
      headingClassName="text-xl font-semibold"
      className="h-full"
    >
      <p className="mt-2 text-sm text-slate-700">{city.description}</p>
      <CityFacts city={city} />
      <div className="mt-auto pt-5">
        <Link
          to={paths.city(city.id)}
          aria-label={t("cities.list.exploreLabel", { name: city.name })}
          className={buttonClass({ className: "w-full" })}
        >
          {t("cities.list.explore")}
        </Link>
      </div>
    </Card>
  );
}

export function CityFacts({ city, light = false }: { city: CityCardData; light?: boolean }) {
  const t = useT();
  const facts = [
    { Icon: Landmark, label: t("cities.list.attractions"), value: String(city.attractionsCount) },
    { Icon: Users, label: t("cities.list.population"), value: city.population },
    { Icon: Building2, label: t("cities.list.areas"), value: String(city.areas) },
    {
      Icon: CalendarClock,
      label: t("cities.list.founded"),
      value: city.foundedCentury ? city.founded : t("cities.list.ancient"),
    },
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
      {facts.map(({ Icon, label, value }) => (
        <div key={label} className="relative pl-6">
          <dt className={light ? "text-white/85" : "text-slate-600"}>
            <Icon
              aria-hidden="true"
              className={`absolute top-1 left-0 size-4 ${light ? "text-gold-300" : "text-brand-600"}`}
            />
            {label}
          </dt>
          <dd className={`font-semibold ${light ? "text-white" : "text-slate-900"}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
