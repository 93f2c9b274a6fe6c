import { HeroBand } from "../../components/hero-image.tsx";
import { Link } from "../../components/link.tsx";
import type { Activity, ActivityCategory } from "../../content/activities.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { ActivityIcon } from "./activity-icon.tsx";
import { categoryPanelId } from "./activity-tabs.tsx";

/** SPEC 2.17: the hero with quick buttons for the first four categories. */
export function ActivitiesHero({
  categories,
  picture,
}: {
  categories: ActivityCategory[];
  picture: Pick<Activity, "imageUrl" | "imageAlt">;
}) {
  const t = useT();
  return (
    <HeroBand
      image={picture.imageUrl}
      imageAlt={picture.imageAlt}
      imageClassName="opacity-45"
      overlayClassName="bg-gradient-to-r from-brand-900/90 to-brand-900/30"
      labelledBy="what-to-do-title"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <p className="font-semibold tracking-wide text-gold-300 uppercase">
          {t("activities.hero.eyebrow")}
        </p>
        <h1
          id="what-to-do-title"
          className="mt-3 max-w-3xl text-4xl font-bold text-white sm:text-5xl"
        >
          {t("activities.hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">{t("activities.hero.text")}</p>
        <nav aria-label={t("activities.hero.quickLabel")} className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${paths.whatToDo(category.id)}#${categoryPanelId(category.id)}`}
                  preventScrollReset
                  replace
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-brand-700 shadow hover:bg-brand-50"
                >
                  <ActivityIcon name={category.icon} className="size-4" />
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </HeroBand>
  );
}
