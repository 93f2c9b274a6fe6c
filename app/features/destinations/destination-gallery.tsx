import { Link } from "../../components/link.tsx";
import { PhotoCredit, ResponsivePicture } from "../../components/responsive-picture.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { DestinationPageData } from "./destination-data.server.ts";

interface PictureData {
  src: string;
  alt: string;
  caption: string;
  href?: string;
  /** An uploaded photo's credit; the site's artwork has none. */
  credit?: string;
}

/** The gallery's two columns from 640 px, within the page's main column. */
const GALLERY_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** The Gallery tab: our artwork of the place, its town, the experiences there and its region. */
export function DestinationGallery({
  destination,
  place,
  experiences,
  region,
}: Pick<DestinationPageData, "destination" | "place" | "experiences" | "region">) {
  const t = useT();
  const pictures: PictureData[] = [
    {
      src: destination.image,
      alt: destination.imageAlt,
      caption: destination.name,
      credit: destination.imageCredit,
    },
    ...(place && place.image !== destination.image
      ? [{ src: place.image, alt: place.imageAlt, caption: place.name }]
      : []),
    ...experiences.map((experience) => ({
      src: experience.image,
      alt: experience.imageAlt,
      caption: experience.name,
      href: paths.experience(experience.id),
      credit: experience.imageCredit,
    })),
    ...(region
      ? [
          {
            src: region.image,
            alt: region.imageAlt,
            caption: region.name,
            href: paths.region(region.id),
          },
        ]
      : []),
  ];
  return (
    <>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {pictures.map((picture) => (
          <li key={picture.src}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <ResponsivePicture
                src={picture.src}
                alt={picture.alt}
                sizes={GALLERY_SIZES}
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
              <figcaption className="p-3 text-sm">
                {picture.href ? (
                  <Link
                    to={picture.href}
                    className="font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    {picture.caption}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-900">{picture.caption}</span>
                )}
                <PhotoCredit credit={picture.credit} className="mt-1 text-xs text-slate-600" />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {pictures.some((picture) => !picture.credit) && (
        <p className="mt-3 text-xs text-slate-600">{t("destinations.detail.artworkCredit")}</p>
      )}
    </>
  );
}
