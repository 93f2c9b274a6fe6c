import { BulletList } from "../../components/bullet-list.tsx";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { ArrowUp } from "../../components/icons.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Season } from "../../content/activities.ts";
import { useT } from "../../i18n/i18n.tsx";

/** SPEC 2.17: the four seasons, then "Explore All Activities" back to the top. */
export function SeasonsSection({ seasons }: { seasons: Season[] }) {
  const t = useT();
  return (
    <FadeInSection aria-labelledby="seasons-title">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="seasons-title" className="text-3xl font-bold">
          {t("activities.seasons.title")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("activities.seasons.intro")}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {seasons.map((season) => (
            <li key={season.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <Picture
                  src={season.image}
                  alt={season.imageAlt}
                  className="aspect-[3/2] w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-semibold">{season.name}</h3>
                  <p className="text-sm font-medium text-brand-700">{season.months}</p>
                  <p className="mt-3 text-slate-700">{season.description}</p>
                  <h4 className="sr-only">
                    {t("activities.seasons.highlights", { season: season.name })}
                  </h4>
                  <BulletList
                    className="mt-4 grid gap-1.5 text-sm text-slate-700"
                    items={season.activities}
                    dotClassName="mt-2 bg-gold-400"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a
            // Back to the page's main region: the top of the page, with keyboard focus moved there
            // too, with or without scripts.
            href="#main"
            className={buttonClass({ size: "lg" })}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {t("activities.exploreAll")}
          </a>
        </div>
      </div>
    </FadeInSection>
  );
}
