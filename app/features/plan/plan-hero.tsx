import { HeroBand } from "../../components/hero-image.tsx";
import {
  CalendarDays,
  Download,
  Euro,
  type IconComponent,
  MapIcon,
  Sun,
} from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { PlanHero as PlanHeroContent } from "../../content/plan.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

const tileIcons: Record<PlanHeroContent["infoTiles"][number]["id"], IconComponent> = {
  "best-time": Sun,
  "average-visit": CalendarDays,
  currency: Euro,
};

/** SPEC 2.12: title, "Start Planning", "Download Travel Guide" and three tiles (no traveller count: we count none, B11). */
export function PlanHero({
  hero,
  picture,
}: {
  hero: PlanHeroContent;
  picture: { image: string; imageAlt: string };
}) {
  const t = useT();
  return (
    <HeroBand
      image={picture.image}
      imageAlt={picture.imageAlt}
      imageClassName="opacity-40"
      overlayClassName="bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-brand-900/30"
      labelledBy="plan-title"
      className="text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-end">
        <div>
          <h1 id="plan-title" className="text-4xl font-bold text-white sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-100">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#builder" className={buttonClass({ variant: "accent" })}>
              <MapIcon aria-hidden="true" className="size-4" />
              {hero.startPlanningLabel}
            </a>
            <Link
              to={`${paths.travelGuide()}?print=1`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/80 px-5 font-semibold text-white hover:bg-white/10"
            >
              <Download aria-hidden="true" className="size-4" />
              {hero.downloadGuideLabel}
            </Link>
          </div>
        </div>
        <ul
          aria-label={t("plan.hero.tilesLabel")}
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1"
        >
          {hero.infoTiles.map((tile) => {
            const Icon = tileIcons[tile.id];
            return (
              <li
                key={tile.id}
                className="flex items-center gap-4 rounded-xl bg-white/10 p-4 backdrop-blur"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gold-400 text-slate-900">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-slate-200">{tile.label}</span>
                  <span className="block text-lg font-semibold text-white">{tile.value}</span>
                  <span className="block text-sm text-slate-200">{tile.detail}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </HeroBand>
  );
}
