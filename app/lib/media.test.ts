import { describe, expect, it } from "vitest";
import { creditName, mediaKeyOf, mediaSources } from "./media.ts";

const key = "0123456789abcdef01234567";

describe("mediaSources", () => {
  it("lists the AVIF and WebP widths up to the main file, and its JPEG", () => {
    expect(mediaSources(`/media/${key}/1200.webp`)).toEqual({
      avif: `/media/${key}/400.avif 400w, /media/${key}/800.avif 800w, /media/${key}/1200.avif 1200w`,
      webp: `/media/${key}/400.webp 400w, /media/${key}/800.webp 800w, /media/${key}/1200.webp 1200w`,
      jpeg: `/media/${key}/1200.jpg`,
      width: 1200,
      height: 800,
    });
  });

  it("stops at a smaller source's largest width (never enlarged)", () => {
    const sources = mediaSources(`/media/${key}/800.webp`);
    expect(sources?.webp).toBe(`/media/${key}/400.webp 400w, /media/${key}/800.webp 800w`);
    expect([sources?.jpeg, sources?.width, sources?.height]).toEqual([
      `/media/${key}/800.jpg`,
      800,
      533,
    ]);
  });

  it("is nothing for the site's artwork or a path that is not an upload's", () => {
    expect(mediaSources("/artwork/events/dokufest.svg")).toBeUndefined();
    expect(mediaSources("/media/../../etc/1200.webp")).toBeUndefined();
    expect(mediaKeyOf("/artwork/events/dokufest.svg")).toBeUndefined();
    expect(mediaKeyOf(`/media/${key}/1200.webp`)).toBe(key);
  });
});

describe("creditName", () => {
  it("drops a label the site adds itself", () => {
    expect(creditName("Photo: Arta Krasniqi / Kosovo Tourism")).toBe(
      "Arta Krasniqi / Kosovo Tourism",
    );
    expect(creditName("Foto:Besa Gashi")).toBe("Besa Gashi");
    expect(creditName("Kosovo Tourism")).toBe("Kosovo Tourism");
  });
});
