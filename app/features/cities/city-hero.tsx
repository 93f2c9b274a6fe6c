import { useState } from "react";
import { BackLink } from "../../components/back-link.tsx";
import { HeroImage } from "../../components/hero-image.tsx";
import { Building2, CalendarClock, MapPin, Users } from "../../components/icons.tsx";
import { Picture } from "../../components/picture.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { CITY_GALLERY_THUMBNAILS, foundedYear } from "./city-format.ts";

interface PictureData {
  image: string;
  imageAlt: string;
}

/**
 * SPEC 2.14 hero: the city's picture with its name, country, description and three facts, and a
 * row of the first five gallery thumbnails that choose the big picture.
 */
export function CityHero({
  name,
  image,
  imageAlt,
  gallery,
  description,
  population,
  neighborhoodCount,
  founded,
}: PictureData & {
  name: string;
  gallery: PictureData[];
  description: string;
  population: string;
  neighborhoodCount: number;
  founded: string;
}) {
  const t = useT();
  const thumbnails = gallery.slice(0, CITY_GALLERY_THUMBNAILS);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const shown = (selected === undefined ? undefined : thumbnails[selected]) ?? { image, imageAlt };
  const facts = [
    { Icon: Users, label: t("cities.detail.population"), value: population },
    { Icon: Building2, label: t("cities.detail.neighborhoods"), value: String(neighborhoodCount) },
    { Icon: CalendarClock, label: t("cities.detail.founded"), value: foundedYear(founded) },
  ];
  return (
    <div className="bg-slate-950">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden">
        <HeroImage
          src={shown.image}
          alt={shown.imageAlt}
          width={1200}
          height={800}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/55 to-slate-950/20" />
        <div className="flex min-h-[26rem] flex-col justify-between gap-10 px-4 py-6 sm:min-h-[32rem]">
          <BackLink to={paths.cities()} look="overlay">
            {t("cities.detail.back")}
          </BackLink>
          <div className="max-w-3xl pb-2">
            <p className="flex items-center gap-1.5 font-medium text-white">
              <MapPin aria-hidden="true" className="size-4" />
              {t("cities.detail.country")}
            </p>
            <h1 className="mt-2 text-4xl font-bold text-white sm:text-6xl">{name}</h1>
            <p className="mt-3 text-lg text-white">{description}</p>
            <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
              {facts.map(({ Icon, label, value }) => (
                <div key={label} className="relative pl-7">
                  <dt className="text-sm text-white/85">
                    <Icon
                      aria-hidden="true"
                      className="absolute top-1 left-0 size-5 text-gold-300"
                    />
                    {label}
                  </dt>
                  <dd className="font-semibold text-white">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-3">
        <ul
          aria-label={t("cities.detail.gallery", { name })}
          className="flex gap-2 overflow-x-auto pb-1"
        >
          {thumbnails.map((picture, index) => (
            <li key={picture.image} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={selected === index}
                aria-label={t("cities.detail.showPicture", {
                  index: index + 1,
                  alt: picture.imageAlt,
                })}
                className="block overflow-hidden rounded-lg opacity-80 ring-gold-400 hover:opacity-100 aria-pressed:opacity-100 aria-pressed:ring-3"
              >
                <Picture
                  src={picture.image}
                  alt=""
                  className="aspect-[3/2] w-24 object-cover sm:w-32"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
