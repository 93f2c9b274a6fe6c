/** The desk's featured video form, shared by its server code and its pages (no server imports). */

export const VIDEO_FIELDS = [
  "title",
  "description",
  "filmSlug",
  "youtubeId",
  "thumbnail",
  "imageAlt",
  "position",
  "landscape",
  "landmark",
  "time",
  "season",
] as const;
export type VideoFormValues = Record<(typeof VIDEO_FIELDS)[number], string>;

/** The texts a translator writes per language. */
export const VIDEO_TRANSLATION_FIELDS = ["title", "description", "imageAlt"] as const;

export const VIDEO_LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  filmSlug: "Our film",
  youtubeId: "YouTube video id",
  thumbnail: "Picture (also the film's poster)",
  imageAlt: "Picture description",
  position: "Place on the home page",
  landscape: "Picture: landscape",
  landmark: "Picture: landmark",
  time: "Picture: time of day",
  season: "Picture: season",
};

export const VIDEO_HINTS: Record<string, string> = {
  filmSlug:
    "The name of a film made by scripts/videos.ts, e.g. into-the-rugova-gorge. Leave empty for a YouTube video.",
  youtubeId: "11 characters, from the video's address. Leave empty for our own film.",
  thumbnail:
    "The path of a picture already on the site, e.g. /artwork/videos/a-day-in-pristina.svg",
  position: "1 shows first.",
};

/** One clear sentence per field, for any problem the data layer finds with it. */
export const VIDEO_MESSAGES: Record<string, string> = {
  title: "Give a title of 5 to 80 characters",
  description: "Give a description of 40 to 240 characters",
  filmSlug: "Use lower-case letters, digits and hyphens, e.g. into-the-rugova-gorge",
  youtubeId: "Give the 11-character id from the YouTube address",
  source: "Give our film's name or a YouTube id, exactly one of them",
  thumbnail: "Give the path of a picture in /artwork/videos/, ending in .svg",
  imageAlt: "Describe the picture in 8 to 160 characters",
  position: "Give a whole number from 1 to 99",
  scene: "Choose the picture's landscape, landmark, time of day and season",
};
