import { Link } from "../../components/link.tsx";
import type { Photo } from "../../content/media.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

/** The gallery's filters (media.ts `photoCategories`). */
const photoCategories = ["cities", "nature"] as const;
export type GalleryCategory = (typeof photoCategories)[number];

export function parseGalleryCategory(value: string | null): GalleryCategory | undefined {
  return (photoCategories as readonly string[]).includes(value ?? "")
    ? (value as GalleryCategory)
    : undefined;
}

const chip = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold";

/** /gallery: every photo of the site, filterable by category without JavaScript. */
export function GalleryGrid({ photos, category }: { photos: Photo[]; category?: GalleryCategory }) {
  const t = useT();
  const shown = category ? photos.filter((photo) => photo.category === category) : photos;
  const filters: { label: string; value?: GalleryCategory }[] = [
    { label: t("info.gallery.all") },
    ...photoCategories.map((value) => ({ label: t(`info.gallery.${value}`), value })),
  ];
  return (
    <>
      <nav aria-label={t("info.gallery.filterLabel")} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = filter.value === category;
            return (
              <li key={filter.label}>
                <Link
                  to={
                    filter.value ? `${paths.gallery()}?category=${filter.value}` : paths.gallery()
                  }
                  aria-current={active ? "page" : undefined}
                  className={`${chip} ${
                    active
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-brand-600 text-brand-700 hover:bg-brand-50"
                  }`}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((photo, index) => (
          <li key={photo.id}>
            <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img
                src={photo.url}
                alt={photo.alt}
                width={1200}
                height={800}
                loading={index < 3 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
              <figcaption className="p-4 font-semibold text-slate-900">{photo.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-slate-600">{t("info.gallery.credit")}</p>
    </>
  );
}
