import { type ReactNode, useEffect, useId, useState } from "react";
import { RotateCcw, Search, SlidersHorizontal } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import {
  attractionCategories,
  attractionCities,
  attractionSorts,
  CITY_CHIP_COUNT,
  countActiveFilters,
  durationBuckets,
  ratingMinimums,
  toggleDuration,
} from "./filter-attractions.ts";
import { PriceRange } from "./price-range.tsx";
import { useAttractionFilters } from "./use-attraction-filters.ts";

const chipClass =
  "inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600";

/**
 * Search and the Filters panel of SPEC 2.15 / 5. It is a plain GET form with the URL's field
 * names, so it works without JavaScript; with JavaScript every change updates the URL at once.
 */
export function AttractionFilters() {
  const t = useT();
  const { filters, update } = useAttractionFilters();
  const panelId = useId();
  const [query, setQuery] = useState(filters.q);
  // Follow the URL when it changes from outside the box (reset, back button).
  useEffect(() => {
    setQuery((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);
  const active = countActiveFilters(filters);
  const hasActive = active > 0;
  const [open, setOpen] = useState(hasActive);
  // Filters chosen from outside the panel (the header's category links) open it.
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive]);
  const moreCities = attractionCities.slice(CITY_CHIP_COUNT);
  const cityInMore = (moreCities as readonly string[]).includes(filters.city);

  return (
    <search>
      <form
        method="get"
        action={paths.attractions()}
        aria-label={t("attractions.list.filtersPanel")}
        onSubmit={(event) => event.preventDefault()}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <label htmlFor="attraction-search" className="sr-only">
              {t("attractions.list.searchLabel")}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="attraction-search"
              type="search"
              name="q"
              autoComplete="off"
              value={query}
              placeholder={t("attractions.list.searchPlaceholder")}
              onChange={(event) => {
                setQuery(event.target.value);
                update({ q: event.target.value });
              }}
              className="min-h-11 w-full rounded-lg border border-slate-300 py-2 pr-3 pl-10"
            />
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 [@media(scripting:none)]:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {active > 0
              ? t("attractions.list.filtersActive", { count: active })
              : t("attractions.list.filters")}
          </button>
        </div>
        {filters.tab !== "all" && <input type="hidden" name="tab" value={filters.tab} />}

        <div
          id={panelId}
          className={`mt-5 grid gap-6 lg:grid-cols-2 ${open ? "" : "[@media(scripting:enabled)]:hidden"}`}
        >
          <ChipGroup legend={t("attractions.list.category")}>
            {attractionCategories.map((category) => (
              <label key={category} className={chipClass}>
                <input
                  type="radio"
                  name="category"
                  value={category}
                  checked={filters.category === category}
                  onChange={() => update({ category })}
                  className="sr-only"
                />
                {t(`attractions.list.categories.${category}`)}
              </label>
            ))}
          </ChipGroup>

          <ChipGroup legend={t("attractions.list.city")}>
            {attractionCities.slice(0, CITY_CHIP_COUNT).map((city) => (
              <CityChip key={city} city={city} checked={filters.city === city} onSelect={update} />
            ))}
            <details open={cityInMore} className="group basis-full">
              <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {t("attractions.list.more")}
              </summary>
              <div className="mt-2 flex flex-wrap gap-2">
                {moreCities.map((city) => (
                  <CityChip
                    key={city}
                    city={city}
                    checked={filters.city === city}
                    onSelect={update}
                  />
                ))}
              </div>
            </details>
          </ChipGroup>

          <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={update} />

          <ChipGroup legend={t("attractions.list.duration")}>
            {durationBuckets.map((bucket) => (
              <label key={bucket} className={chipClass}>
                <input
                  type="checkbox"
                  name="duration"
                  value={bucket}
                  checked={filters.durations.includes(bucket)}
                  onChange={() => update({ durations: toggleDuration(filters.durations, bucket) })}
                  className="sr-only"
                />
                {t(`attractions.list.durations.${bucket}`)}
              </label>
            ))}
          </ChipGroup>

          <ChipGroup legend={t("attractions.list.ratingFilter")}>
            {ratingMinimums.map((minRating) => (
              <label key={minRating} className={chipClass}>
                <input
                  type="radio"
                  name="minRating"
                  value={minRating}
                  checked={filters.minRating === minRating}
                  onChange={() => update({ minRating })}
                  className="sr-only"
                />
                {minRating === 0
                  ? t("attractions.list.ratingAny")
                  : t("attractions.list.ratingAtLeast", { stars: minRating })}
              </label>
            ))}
          </ChipGroup>

          <ChipGroup legend={t("attractions.list.sort")}>
            {attractionSorts.map((sort) => (
              <label key={sort} className={chipClass}>
                <input
                  type="radio"
                  name="sort"
                  value={sort}
                  checked={filters.sort === sort}
                  onChange={() => update({ sort })}
                  className="sr-only"
                />
                {t(`attractions.list.sorts.${sort}`)}
              </label>
            ))}
          </ChipGroup>

          <div className="flex flex-wrap gap-3 lg:col-span-2">
            <button
              type="submit"
              className={buttonClass({ className: "[@media(scripting:enabled)]:hidden" })}
            >
              {t("attractions.list.apply")}
            </button>
            <Link
              to={paths.attractions()}
              replace
              preventScrollReset
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("attractions.list.resetAll")}
            </Link>
          </div>
        </div>
      </form>
    </search>
  );
}

function ChipGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function CityChip({
  city,
  checked,
  onSelect,
}: {
  city: (typeof attractionCities)[number];
  checked: boolean;
  onSelect: (changes: { city: (typeof attractionCities)[number] }) => void;
}) {
  const t = useT();
  return (
    <label className={chipClass}>
      <input
        type="radio"
        name="city"
        value={city}
        checked={checked}
        onChange={() => onSelect({ city })}
        className="sr-only"
      />
      {t(`attractions.list.cities.${city}`)}
    </label>
  );
}
