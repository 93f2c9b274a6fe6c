import { Picture } from "../../components/picture.tsx";
import { useT } from "../../i18n/i18n.tsx";

/**
 * A featured video as the home page's section shows it before play (decision 055), for the
 * desk's preview. It does not import the public section: the section's icons would then be
 * bundled with a desk route's name, and public pages would load a chunk named after the desk.
 */
export function VideoPreview({
  video,
}: {
  video: {
    title: string;
    description: string;
    thumbnail: string;
    imageAlt: string;
    film?: { slug: string };
    youtubeId?: string;
    untranslated: boolean;
  };
}) {
  const t = useT();
  return (
    <section aria-labelledby="preview-title" className="bg-brand-900 p-6 text-white">
      <h2 className="text-3xl font-bold text-white">{t("home.videos.title")}</h2>
      <div className="relative mt-6 aspect-video overflow-hidden rounded-2xl bg-slate-900">
        <Picture
          src={video.thumbnail}
          alt={video.imageAlt}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <h3 id="preview-title" className="mt-4 text-xl font-semibold text-white">
        {video.title}
      </h3>
      <p className="mt-1 text-brand-100">{video.description}</p>
      {video.untranslated ? (
        <p className="mt-1 text-sm text-brand-100">{t("home.videos.untranslated")}</p>
      ) : null}
      <p className="mt-3 text-sm text-brand-100">
        {video.film ? `Our film: /videos/${video.film.slug}.webm` : `YouTube: ${video.youtubeId}`}
      </p>
    </section>
  );
}
