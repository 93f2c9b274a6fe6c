// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { FeaturedVideo } from "../../content/media.ts";
import { FeaturedVideos } from "./featured-videos.tsx";

const scene = { landscape: "city", landmark: "none", time: "day", season: "summer" } as const;
const base = (id: number, title: string) => ({
  id,
  title,
  description: `A short film about ${title}, long enough to pass the content schema's rules.`,
  thumbnail: `/artwork/videos/video-${id}.svg`,
  imageAlt: `Thumbnail of ${title}`,
  scene,
});

const videos: FeaturedVideo[] = [
  { ...base(1, "Prizren"), film: { slug: "prizren" } },
  { ...base(2, "Rugova"), youtubeId: "zyxWVU98-_7" },
  { ...base(3, "Pristina"), film: { slug: "pristina" } },
];

const iframe = () => document.querySelector("iframe");
const film = () => document.querySelector("video");

afterEach(cleanup);

// happy-dom never loads the player (good) but reports that it did not; keep other errors.
beforeAll(() => {
  const original = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("Iframe page loading is disabled")) return;
    original(...args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("featured videos (SPEC 2.3, 4; PRODUCT B9)", () => {
  it("has no player before the click, then plays our film in place, muted", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    expect(film()).toBeNull();
    expect(iframe()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    const video = film();
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.getAttribute("poster")).toBe("/artwork/videos/video-1.svg");
    expect(video?.muted).toBe(true);
    expect(
      [...(video?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("src")),
    ).toEqual(["/videos/prizren.webm", "/videos/prizren.mp4"]);
    const track = video?.querySelector("track");
    expect(track?.getAttribute("src")).toBe("/videos/1/descriptions.vtt");
    expect(track?.getAttribute("srclang")).toBe("en");
  });

  it("the mute toggle starts muted and mutes and unmutes the film", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    const mute = screen.getByRole("button", { name: "Mute" });
    expect(mute.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    fireEvent.click(mute);
    expect(mute.getAttribute("aria-pressed")).toBe("false");
    expect(film()?.muted).toBe(false);
    fireEvent.click(mute);
    expect(film()?.muted).toBe(true);
  });

  it("plays a YouTube video only after the click, muted through the player's API", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: /Rugova/, pressed: false }));
    expect(iframe()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Rugova" }));
    const frame = iframe();
    const src = new URL(frame?.getAttribute("src") ?? "");
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/zyxWVU98-_7");
    expect(src.searchParams.get("mute")).toBe("1");
    const post = vi.fn();
    Object.defineProperty(frame, "contentWindow", { value: { postMessage: post } });
    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    // The address stays (no reload); the player is told to unmute.
    expect(iframe()?.getAttribute("src")).toBe(src.toString());
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ event: "command", func: "unMute", args: [] }),
      "https://www.youtube-nocookie.com",
    );
  });

  it("switching to another video stops playback and shows that video", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    expect(film()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Pristina/, pressed: false }));
    expect(film()).toBeNull();
    expect(screen.getByRole("heading", { name: "Pristina" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Pristina" }));
    expect(film()?.querySelector("source")?.getAttribute("src")).toBe("/videos/pristina.webm");
  });
});
