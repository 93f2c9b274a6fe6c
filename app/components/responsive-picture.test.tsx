// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../tests/support/render.tsx";
import { CARD_SIZES } from "../lib/media.ts";
import { PhotoCredit, ResponsivePicture } from "./responsive-picture.tsx";

afterEach(cleanup);

const upload = "/media/0123456789abcdef01234567/1200.webp";

describe("ResponsivePicture", () => {
  it("gives an uploaded image AVIF and WebP at every width, a sized JPEG fallback, lazily", () => {
    renderInLocale(
      <ResponsivePicture src={upload} alt="Lanterns on the river" sizes={CARD_SIZES} />,
    );
    const img = screen.getByRole("img", { name: "Lanterns on the river" });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe("PICTURE");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      "/media/0123456789abcdef01234567/400.avif 400w, /media/0123456789abcdef01234567/800.avif 800w, /media/0123456789abcdef01234567/1200.avif 1200w",
    );
    expect(sources.every((source) => source.getAttribute("sizes") === CARD_SIZES)).toBe(true);
    expect(img.getAttribute("src")).toBe("/media/0123456789abcdef01234567/1200.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("loads the page's main picture at once, with high priority", () => {
    renderInLocale(<ResponsivePicture src={upload} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("leaves the site's artwork one plain image", () => {
    renderInLocale(
      <ResponsivePicture src="/artwork/events/dokufest.svg" alt="DokuFest" sizes="100vw" />,
    );
    const img = screen.getByRole("img", { name: "DokuFest" });
    expect(img.parentElement?.tagName).not.toBe("PICTURE");
    expect(img.getAttribute("src")).toBe("/artwork/events/dokufest.svg");
  });
});

describe("PhotoCredit", () => {
  it("credits the photographer in the page's language, once labelled", () => {
    renderInLocale(<PhotoCredit credit="Photo: Arta Krasniqi" />, "de");
    expect(screen.getByText("Foto: Arta Krasniqi")).toBeTruthy();
  });

  it("is nothing without a credit (the site's own artwork)", () => {
    const { container } = renderInLocale(<PhotoCredit credit={undefined} />);
    expect(container.textContent).toBe("");
  });
});
