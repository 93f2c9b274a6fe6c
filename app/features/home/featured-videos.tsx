import { Suspense, useEffect, useRef, useState } from "react";
import { Await } from "react-router";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { Play, Volume2, VolumeX } from "../../components/icons.tsx";
import { Picture } from "../../components/picture.tsx";
import type { FeaturedVideo } from "../../content/media.ts";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { localizePath } from "../../i18n/locales.ts";
import { SectionHeader } from "./section-header.tsx";
import { filmSources, YOUTUBE_ORIGIN, youtubeEmbedUrl, youtubeMuteCommand } from "./video-embed.ts";

/**
 * SPEC 2.3's featured videos, played in place (PRODUCT B9): a picture and a play button until the
 * visitor clicks, so nothing is fetched before; then our own film (or a youtube-nocookie video)
 * plays in the section. The mute toggle starts muted; another thumbnail stops playback.
 */
/** What the section shows of a featured video (the database's, in the page's language). */
export type VideoCard = Pick<
  FeaturedVideo,
  "id" | "title" | "description" | "film" | "youtubeId" | "thumbnail" | "imageAlt"
> & { untranslated?: boolean };

/**
 * The section once the videos are read (a document waits for them); a database outage hides it
 * instead of failing the page.
 */
export function FeaturedVideosSection({ videos }: { videos: Promise<VideoCard[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={videos} errorElement={null}>
        {(list) => <FeaturedVideos videos={list} />}
      </Await>
    </Suspense>
  );
}

export function FeaturedVideos({ videos }: { videos: VideoCard[] }) {
  const t = useT();
  const [selectedId, setSelectedId] = useState(videos[0]?.id);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const selected = videos.find((video) => video.id === selectedId) ?? videos[0];
  if (!selected) return null;

  function choose(video: VideoCard) {
    setSelectedId(video.id);
    setPlaying(false);
  }

  return (
    <FadeInSection
      aria-labelledby="videos-title"
      className="bg-brand-900 py-16 text-white lg:py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="[&_h2]:text-white [&_p]:text-brand-100">
          <SectionHeader
            id="videos-title"
            title={t("home.videos.title")}
            intro={t("home.videos.intro")}
          />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div>
            <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-xl">
              {playing ? (
                <Player key={selected.id} video={selected} muted={muted} />
              ) : (
                <>
                  <Picture
                    src={selected.thumbnail}
                    alt={selected.imageAlt}
                    className="absolute inset-0 size-full object-cover"
                  />
                  <div className="absolute inset-0 grid place-items-center bg-slate-950/30">
                    <button
                      type="button"
                      onClick={() => setPlaying(true)}
                      className="flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-slate-900 shadow-lg hover:bg-gold-100"
                    >
                      <Play aria-hidden="true" className="size-5 fill-current" />
                      {t("home.videos.play", { title: selected.title })}
                    </button>
                  </div>
                </>
              )}
            </div>
            <div className="mt-4 flex items-start justify-between gap-4">
              <div>
                <h3 className="text-xl font-semibold text-white">{selected.title}</h3>
                <p className="mt-1 text-brand-100">{selected.description}</p>
                {selected.untranslated ? (
                  <p className="mt-1 text-sm text-brand-100">{t("home.videos.untranslated")}</p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => setMuted((value) => !value)}
                aria-pressed={muted}
                className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-white/40 px-4 font-semibold text-white hover:bg-white/10"
              >
                {muted ? (
                  <VolumeX aria-hidden="true" className="size-5" />
                ) : (
                  <Volume2 aria-hidden="true" className="size-5" />
                )}
                {t("home.videos.mute")}
              </button>
            </div>
          </div>
          <div>
            <h3 className="sr-only">{t("home.videos.choose")}</h3>
            <ul className="grid gap-3">
              {videos.map((video) => {
                const active = video.id === selected.id;
                return (
                  <li key={video.id}>
                    <button
                      type="button"
                      onClick={() => choose(video)}
                      aria-pressed={active}
                      className={`flex w-full items-center gap-3 rounded-xl p-2 text-left ${
                        active ? "bg-white/15 ring-2 ring-gold-400" : "hover:bg-white/10"
                      }`}
                    >
                      <Picture
                        src={video.thumbnail}
                        alt=""
                        className="aspect-video w-32 shrink-0 rounded-lg object-cover"
                      />
                      <span className="font-semibold text-white">{video.title}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="mt-8 rounded-2xl bg-white/10 p-6">
              <h3 className="text-lg font-semibold text-white">{t("home.videos.whyTitle")}</h3>
              <p className="mt-2 text-brand-100">{t("home.videos.whyText")}</p>
              <p className="mt-4 flex flex-wrap gap-2">
                {t("home.videos.hashtags")
                  .split(" ")
                  .map((tag) => (
                    <span
                      key={tag}
                      className="rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-slate-900"
                    >
                      {tag}
                    </span>
                  ))}
              </p>
            </div>
          </div>
        </div>
      </div>
    </FadeInSection>
  );
}

/** The playing video: our film in a <video>, or the YouTube player, muted as the toggle says. */
function Player({ video, muted }: { video: VideoCard; muted: boolean }) {
  const { t, locale } = useI18n();
  const film = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The YouTube address is fixed when playback starts; the toggle then talks to the player.
  const [startMuted] = useState(muted);
  useEffect(() => {
    if (film.current) film.current.muted = muted;
    frame.current?.contentWindow?.postMessage(youtubeMuteCommand(muted), YOUTUBE_ORIGIN);
  }, [muted]);
  if (video.youtubeId) {
    return (
      <iframe
        ref={frame}
        src={youtubeEmbedUrl(video.youtubeId, { muted: startMuted })}
        title={t("home.videos.playerTitle", { title: video.title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    );
  }
  return (
    <video
      ref={film}
      poster={video.thumbnail}
      preload="none"
      autoPlay
      muted={startMuted}
      playsInline
      controls
      aria-label={video.title}
      className="absolute inset-0 size-full bg-slate-950 object-cover"
    >
      {filmSources(video.film?.slug ?? "").map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
      <track
        kind="descriptions"
        src={localizePath(locale, `/videos/${video.id}/descriptions.vtt`)}
        srcLang={locale}
        label={t("home.videos.descriptions")}
      />
    </video>
  );
}
