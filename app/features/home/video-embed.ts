/** Featured videos (PRODUCT B9): nothing from YouTube loads until the visitor asks. */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The privacy-enhanced player, started by the visitor's click, muted or not. */
export function youtubeEmbedUrl(youtubeId: string, { muted }: { muted: boolean }): string {
  if (!YOUTUBE_ID.test(youtubeId)) throw new Error(`Not a YouTube video id: ${youtubeId}`);
  const params = new URLSearchParams({
    autoplay: "1",
    mute: muted ? "1" : "0",
    rel: "0",
    playsinline: "1",
    modestbranding: "1",
  });
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?${params}`;
}

/** While we don't know a video's id, "Watch on YouTube" searches for it instead. */
export function youtubeSearchUrl(query: string): string {
  return `https://www.youtube.com/results?${new URLSearchParams({ search_query: query })}`;
}

export function canEmbed(youtubeId: string): boolean {
  return YOUTUBE_ID.test(youtubeId);
}
