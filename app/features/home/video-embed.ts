/** Featured videos (PRODUCT B9): nothing loads until the visitor asks. */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const YOUTUBE_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * The privacy-enhanced player, started by the visitor's click. It starts muted or not as the
 * toggle stands; later toggles go through the player's API (`youtubeMuteCommand`), so the video
 * keeps playing instead of reloading.
 */
export function youtubeEmbedUrl(youtubeId: string, { muted }: { muted: boolean }): string {
  if (!YOUTUBE_ID.test(youtubeId)) throw new Error(`Not a YouTube video id: ${youtubeId}`);
  const params = new URLSearchParams({
    autoplay: "1",
    mute: muted ? "1" : "0",
    enablejsapi: "1",
    rel: "0",
    playsinline: "1",
  });
  return `${YOUTUBE_ORIGIN}/embed/${youtubeId}?${params}`;
}

/** The IFrame Player API message that mutes or unmutes a playing video. */
export function youtubeMuteCommand(muted: boolean): string {
  return JSON.stringify({ event: "command", func: muted ? "mute" : "unMute", args: [] });
}

/** Our own films: WebM first (smaller), MP4 for Safari. */
export function filmSources(slug: string) {
  return [
    { src: `/videos/${slug}.webm`, type: "video/webm" },
    { src: `/videos/${slug}.mp4`, type: "video/mp4" },
  ];
}

/** How long each of our films runs (scripts/videos.ts makes them; the text track follows). */
export const FILM_SECONDS = 12;

const clock = (seconds: number) => `00:00:${String(seconds).padStart(2, "0")}.000`;

/** A WebVTT text track describing a silent film: its title, then what it shows. */
export function filmDescriptions(title: string, shows: string, noSound: string): string {
  const half = FILM_SECONDS / 2;
  const cueText = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/-->/g, "→");
  return [
    "WEBVTT",
    "",
    "1",
    `${clock(0)} --> ${clock(half)}`,
    cueText(`${title} ${noSound}`),
    "",
    "2",
    `${clock(half)} --> ${clock(FILM_SECONDS)}`,
    cueText(shows),
    "",
  ].join("\n");
}
