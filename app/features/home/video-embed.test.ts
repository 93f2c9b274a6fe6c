import { describe, expect, it } from "vitest";
import { canEmbed, youtubeEmbedUrl, youtubeSearchUrl } from "./video-embed.ts";

const FAKE_ID = "abcDEF12_-3";

describe("featured video player (PRODUCT B9)", () => {
  it("embeds from youtube-nocookie.com, autoplaying after the click, with the mute flag", () => {
    const muted = new URL(youtubeEmbedUrl(FAKE_ID, { muted: true }));
    expect(muted.origin).toBe("https://www.youtube-nocookie.com");
    expect(muted.pathname).toBe(`/embed/${FAKE_ID}`);
    expect(muted.searchParams.get("mute")).toBe("1");
    expect(muted.searchParams.get("autoplay")).toBe("1");
    const loud = new URL(youtubeEmbedUrl(FAKE_ID, { muted: false }));
    expect(loud.searchParams.get("mute")).toBe("0");
  });

  it("refuses anything that is not a video id", () => {
    expect(canEmbed("")).toBe(false);
    expect(canEmbed(FAKE_ID)).toBe(true);
    expect(() => youtubeEmbedUrl("", { muted: true })).toThrow();
    expect(() => youtubeEmbedUrl("../../evil", { muted: true })).toThrow();
  });

  it("searches YouTube while the id is unknown", () => {
    expect(youtubeSearchUrl("Prizren Kosovo travel")).toBe(
      "https://www.youtube.com/results?search_query=Prizren+Kosovo+travel",
    );
  });
});
