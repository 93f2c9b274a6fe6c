import { describe, expect, it } from "vitest";
import { featuredVideos } from "../../content/media.ts";
import {
  FILM_SECONDS,
  filmDescriptions,
  filmSources,
  youtubeEmbedUrl,
  youtubeMuteCommand,
} from "./video-embed.ts";

const FAKE_ID = "abcDEF12_-3";

describe("featured video player (PRODUCT B9)", () => {
  it("embeds from youtube-nocookie.com, autoplaying after the click, with the player API", () => {
    const muted = new URL(youtubeEmbedUrl(FAKE_ID, { muted: true }));
    expect(muted.origin).toBe("https://www.youtube-nocookie.com");
    expect(muted.pathname).toBe(`/embed/${FAKE_ID}`);
    expect(muted.searchParams.get("mute")).toBe("1");
    expect(muted.searchParams.get("autoplay")).toBe("1");
    expect(muted.searchParams.get("enablejsapi")).toBe("1");
    expect(new URL(youtubeEmbedUrl(FAKE_ID, { muted: false })).searchParams.get("mute")).toBe("0");
  });

  it("refuses anything that is not a video id", () => {
    expect(() => youtubeEmbedUrl("", { muted: true })).toThrow();
    expect(() => youtubeEmbedUrl("../../evil", { muted: true })).toThrow();
  });

  it("mutes and unmutes a playing YouTube video through the player's API", () => {
    expect(JSON.parse(youtubeMuteCommand(true))).toEqual({
      event: "command",
      func: "mute",
      args: [],
    });
    expect(JSON.parse(youtubeMuteCommand(false)).func).toBe("unMute");
  });

  it("serves our films as WebM and MP4", () => {
    expect(filmSources("a-day-in-pristina")).toEqual([
      { src: "/videos/a-day-in-pristina.webm", type: "video/webm" },
      { src: "/videos/a-day-in-pristina.mp4", type: "video/mp4" },
    ]);
  });

  it("describes a film in a WebVTT track that covers the whole film", () => {
    const vtt = filmDescriptions("A <b>film</b>", "What it shows & more", "(No sound)");
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain("00:00:00.000 --> 00:00:06.000\nA &lt;b>film&lt;/b> (No sound)");
    expect(vtt).toContain(`--> 00:00:${FILM_SECONDS}.000\nWhat it shows &amp; more`);
  });
});

describe("the featured videos' content", () => {
  it("has no empty entry: each is our film or a YouTube id", () => {
    for (const video of featuredVideos) {
      expect(Boolean(video.film) !== Boolean(video.youtubeId), video.title).toBe(true);
    }
  });
});
