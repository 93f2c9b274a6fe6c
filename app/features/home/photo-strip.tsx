import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { useSiteSettings } from "../../components/chrome/use-site-settings.ts";
import { ArrowRight, Camera } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Photo } from "../../content/media.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { SectionHeader } from "./section-header.tsx";

/** SPEC 9: the strip shows at most 6 photos; there are 3. */
const STRIP_LIMIT = 6;

/** SPEC 2.3's photo strip. The follow link appears once the site has a social account. */
export function PhotoStrip({ photos }: { photos: Photo[] }) {
  const t = useT();
  const follow = useSiteSettings().social.instagram;
  return (
    <FadeInSection aria-labelledby="photos-title" className="mx-auto max-w-7xl px-4 py-16 lg:py-20">
      <SectionHeader
        id="photos-title"
        title={t("home.photos.title")}
        intro={t("home.photos.intro")}
        action={
          follow ? (
            <a
              href={follow}
              rel="noopener noreferrer"
              className={buttonClass({ variant: "outline" })}
            >
              <Camera aria-hidden="true" className="size-5" />
              {t("home.photos.follow")}
            </a>
          ) : undefined
        }
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {photos.slice(0, STRIP_LIMIT).map((photo) => (
          <li key={photo.id}>
            <figure className="group relative overflow-hidden rounded-2xl">
              <Picture
                src={photo.url}
                alt={photo.alt}
                className="aspect-[4/3] w-full bg-slate-100 object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent p-4 pt-10 font-semibold text-white">
                {photo.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={paths.gallery()} className={buttonClass({ variant: "outline" })}>
          {t("home.photos.viewAll")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </FadeInSection>
  );
}
