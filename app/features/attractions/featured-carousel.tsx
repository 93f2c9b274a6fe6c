import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "../../components/icons.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { AttractionCard, type AttractionCardData } from "./attraction-card.tsx";

/**
 * Featured Attractions: a scroll-snap row. Touch swipes scroll it natively, Tab moves through the
 * cards (the browser scrolls each into view), and the previous/next buttons page by one card.
 */
export function FeaturedCarousel({ attractions }: { attractions: AttractionCardData[] }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({
      start: list.scrollLeft <= 4,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    const card = list?.querySelector("li");
    if (!list || !card) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * (card.getBoundingClientRect().width + gap) });
  };

  const buttonClass =
    "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

  return (
    <section
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      className="mx-auto max-w-7xl px-4 py-12"
    >
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="featured-title" className="text-2xl font-bold sm:text-3xl">
            {t("attractions.list.featuredTitle")}
          </h2>
          <p className="mt-1 text-slate-600">{t("attractions.list.featuredIntro")}</p>
        </div>
        <div className="flex shrink-0 gap-2 [@media(scripting:none)]:hidden">
          <button
            type="button"
            aria-label={t("attractions.list.previous")}
            aria-disabled={edges.start}
            onClick={() => !edges.start && page(-1)}
            className={buttonClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t("attractions.list.next")}
            aria-disabled={edges.end}
            onClick={() => !edges.end && page(1)}
            className={buttonClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <ul
        ref={listRef}
        onScroll={measure}
        aria-label={t("attractions.list.featuredLabel")}
        className="mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-4 pb-4 motion-safe:scroll-smooth"
      >
        {attractions.map((attraction, index) => (
          <li
            key={attraction.id}
            className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
          >
            <AttractionCard attraction={attraction} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
