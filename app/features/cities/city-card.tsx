import { Building2, CalendarClock, Landmark, Users } from "lucide-react";
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
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={city.image}
        alt={city.imageAlt}
        width={1200}
        height={800}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold">{city.name}</h3>
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
      </div>
    </article>
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
