// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { FeaturedVideo } from "../../content/media.ts";
import { FeaturedVideos } from "./featured-videos.tsx";

const scene = { landscape: "city", landmark: "none", time: "day", season: "summer" } as const;
const video = (id: number, youtubeId: string, title: string): FeaturedVideo => ({
  id,
  title,
  description: `A short film about ${title}, long enough to pass the content schema's rules.`,
  youtubeId,
  searchQuery: `${title} Kosovo`,
  thumbnail: `/artwork/videos/video-${id}.svg`,
  imageAlt: `Thumbnail of ${title}`,
  scene,
});

const videos = [
  video(1, "abcDEF12_-3", "Prizren"),
  video(2, "zyxWVU98-_7", "Rugova"),
  video(3, "", "Pristina"),
];

const iframe = () => document.querySelector("iframe");

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
  it("loads nothing from YouTube until play is pressed, then plays muted in place", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    expect(iframe()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    const src = new URL(iframe()?.getAttribute("src") ?? "");
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/abcDEF12_-3");
    expect(src.searchParams.get("mute")).toBe("1");
  });

  it("toggles the mute flag on the embed", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    const mute = screen.getByRole("button", { name: "Mute" });
    expect(mute.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    fireEvent.click(mute);
    expect(mute.getAttribute("aria-pressed")).toBe("false");
    expect(new URL(iframe()?.getAttribute("src") ?? "").searchParams.get("mute")).toBe("0");
    fireEvent.click(mute);
    expect(new URL(iframe()?.getAttribute("src") ?? "").searchParams.get("mute")).toBe("1");
  });

  it("switching to another video stops playback and shows that video", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Prizren" }));
    expect(iframe()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Rugova/, pressed: false }));
    expect(iframe()).toBeNull();
    expect(screen.getByRole("heading", { name: "Rugova" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Rugova" }));
    expect(iframe()?.getAttribute("src")).toContain("/embed/zyxWVU98-_7");
  });

  it("offers an honest YouTube search, in a new tab, for a video without an id", () => {
    renderInLocale(<FeaturedVideos videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: /Pristina/, pressed: false }));
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mute" })).toBeNull();
    const link = screen.getByRole("link", { name: /Watch on YouTube/ });
    expect(link.getAttribute("href")).toBe(
      "https://www.youtube.com/results?search_query=Pristina+Kosovo",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });
});
