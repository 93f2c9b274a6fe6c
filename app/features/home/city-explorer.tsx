import { type MouseEvent, useEffect, useRef, useState } from "react";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { ArrowRight } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { type ExplorerPlace, toColumns } from "./city-explorer.ts";
import { SectionHeader } from "./section-header.tsx";

const HOVER_INTENT_MS = 120;

/**
 * SPEC 2.3's city explorer: hovering, focusing or clicking a place shows its picture, blurb and
 * a link to its page. Without scripts the names are plain links to those pages.
 */
export function CityExplorer({ places }: { places: ExplorerPlace[] }) {
  const t = useT();
  const columns = toColumns(places);
  const [selected, setSelected] = useState<ExplorerPlace>();
  const [hydrated, setHydrated] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const quietUntil = useRef(0);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // A short pause before a hover counts, so crossing the list on the way to the panel's
  // link does not change what it shows.
  function hover(place: ExplorerPlace) {
    clearTimeout(hoverTimer.current);
    // Touch screens fake a hover on every tap, and after a tap the list may scroll under it.
    if (!window.matchMedia("(hover: hover)").matches || Date.now() < quietUntil.current) return;
    hoverTimer.current = setTimeout(() => setSelected(place), HOVER_INTENT_MS);
  }

  function choose(place: ExplorerPlace, event?: MouseEvent) {
    clearTimeout(hoverTimer.current);
    setSelected(place);
    // On a phone the panel sits below the list: bring it into view after a tap.
    const panel = panelRef.current;
    if (!event || !panel) return;
    const box = panel.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      quietUntil.current = Date.now() + 600;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "nearest" });
    }
  }

  return (
    <FadeInSection
      id="destinations"
      aria-labelledby="cities-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 lg:py-20"
    >
      <SectionHeader
        id="cities-title"
        title={t("home.cities.title")}
        intro={t("home.cities.intro")}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.1fr_1fr]">
        <div className="lg:order-2">
          <h3 className="sr-only">{t("home.cities.listLabel")}</h3>
          <div className="grid grid-cols-3 gap-x-3 gap-y-0 sm:gap-x-6">
            {columns.map((column) => (
              <ul key={column[0]?.id} className="flex flex-col">
                {column.map((place) => {
                  const active = selected?.id === place.id;
                  const style = `flex min-h-11 w-full items-center rounded-md px-2 text-left text-sm font-medium sm:text-base ${
                    active
                      ? "bg-brand-600 text-white"
                      : "text-slate-800 hover:bg-brand-50 hover:text-brand-700"
                  }`;
                  return (
                    <li key={place.id}>
                      {hydrated ? (
                        <button
                          type="button"
                          aria-pressed={active}
                          onMouseEnter={() => hover(place)}
                          onMouseLeave={() => clearTimeout(hoverTimer.current)}
                          onFocus={() => choose(place)}
                          onClick={(event) => choose(place, event)}
                          className={style}
                        >
                          {place.name}
                        </button>
                      ) : (
                        <Link to={paths.place(place.region, place.slug)} className={style}>
                          {place.name}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        </div>
        <div
          ref={panelRef}
          className="relative flex min-h-80 scroll-mt-20 flex-col justify-end overflow-hidden rounded-3xl bg-brand-900 text-white shadow-lg lg:order-1 lg:min-h-[28rem]"
        >
          <Picture
            key={selected?.id ?? "kosovo"}
            src={selected ? selected.image : "/artwork/site/map.svg"}
            alt={selected ? selected.imageAlt : ""}
            className="absolute inset-0 size-full object-cover"
          />
          <div className="relative bg-gradient-to-t from-slate-950/90 via-slate-950/70 to-transparent p-6 pt-20 sm:p-8 sm:pt-24">
            {selected ? (
              <>
                <h3 className="text-3xl font-bold text-white">{selected.name}</h3>
                <p className="mt-2 max-w-lg text-white/90">{selected.blurb}</p>
                <Link
                  to={paths.place(selected.region, selected.slug)}
                  className={buttonClass({ variant: "accent", className: "mt-5" })}
                >
                  {t("home.cities.explore", { name: selected.name })}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </>
            ) : (
              <>
                <h3 className="text-3xl font-bold text-white">{t("home.cities.emptyTitle")}</h3>
                <p className="mt-2 max-w-lg text-white/90">{t("home.cities.emptyHint")}</p>
              </>
            )}
          </div>
        </div>
      </div>
    </FadeInSection>
  );
}
