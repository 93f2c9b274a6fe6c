/**
 * Makes the home page's featured films (PRODUCT B9, issue 16) from our own artwork: three
 * pictures per film, each slowly zoomed and panned, cross-faded, silent, FILM_SECONDS long, as
 * WebM (VP9) and MP4 (H.264) in public/videos/. The outputs are committed; run this again only
 * when the artwork or the list of films changes.
 *
 *   apt-get install ffmpeg      # Debian's build reads SVG (librsvg) and has libvpx and libx264
 *   npm run videos
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { featuredVideos } from "../app/content/media.ts";
import { FILM_SECONDS } from "../app/features/home/video-embed.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/videos");
const art = (file: string) => path.join(root, "public/artwork", file);

/** The pictures of each film, in order: the film's own thumbnail first (it is also the poster). */
const pictures: Record<string, string[]> = {
  "prizren-old-town-and-fortress": [
    "videos/prizren-old-town-and-fortress.svg",
    "attractions/sinan-pasha-mosque-2.svg",
    "attractions/prizren-fortress-1.svg",
  ],
  "into-the-rugova-gorge": [
    "videos/into-the-rugova-gorge.svg",
    "attractions/rugova-gorge-1.svg",
    "attractions/rugova-gorge-3.svg",
  ],
  "a-day-in-pristina": [
    "videos/a-day-in-pristina.svg",
    "attractions/newborn-monument-1.svg",
    "attractions/national-library-of-kosovo-2.svg",
  ],
};

const FPS = 24;
const FADE = 1.5;
const SIZE = { width: 960, height: 540 };

function filterGraph(count: number): string {
  const segment = (FILM_SECONDS + FADE * (count - 1)) / count;
  const frames = Math.round(segment * FPS);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    // Alternate the pan direction so consecutive pictures do not drift the same way.
    const x = i % 2 === 0 ? "(iw-iw/zoom)*on/" : "(iw-iw/zoom)*(1-on/";
    const close = i % 2 === 0 ? "" : ")";
    parts.push(
      `[${i}:v]crop=iw:iw*9/16,scale=1920:1080,` +
        `zoompan=z='1.04+0.08*on/${frames}':x='${x}${frames}${close}':y='(ih-ih/zoom)/2':` +
        `d=${frames}:s=${SIZE.width}x${SIZE.height}:fps=${FPS},setsar=1,format=yuv420p[v${i}]`,
    );
  }
  let last = "v0";
  for (let i = 1; i < count; i++) {
    const offset = (segment - FADE) * i;
    const out = i === count - 1 ? "out" : `x${i}`;
    parts.push(`[${last}][v${i}]xfade=transition=fade:duration=${FADE}:offset=${offset}[${out}]`);
    last = out;
  }
  return parts.join(";");
}

const encoders = {
  webm: ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-cpu-used", "4"],
  mp4: ["-c:v", "libx264", "-crf", "30", "-preset", "slow", "-movflags", "+faststart"],
};

mkdirSync(outDir, { recursive: true });
for (const video of featuredVideos) {
  if (!video.film) continue;
  const files = pictures[video.film.slug];
  if (!files) throw new Error(`No pictures for the film ${video.film.slug}`);
  const inputs = files.flatMap((file) => ["-width", "2400", "-height", "1600", "-i", art(file)]);
  for (const [extension, codec] of Object.entries(encoders)) {
    const output = path.join(outDir, `${video.film.slug}.${extension}`);
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      ...inputs,
      "-filter_complex",
      filterGraph(files.length),
      "-map",
      "[out]",
      "-t",
      String(FILM_SECONDS),
      "-an",
      "-pix_fmt",
      "yuv420p",
      ...codec,
      output,
    ]);
    console.log(`${path.relative(root, output)}: ${Math.round(statSync(output).size / 1024)} KB`);
  }
}
