import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { useT } from "../i18n/i18n.tsx";
import { creditName, mediaSources } from "../lib/media.ts";

type ResponsivePictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "sizes"> & {
  src: string;
  alt: string;
  /** How wide the layout shows it, as the `sizes` attribute: the browser picks the width. */
  sizes: string;
  /** The page's largest picture (its LCP): asked for in the head with high priority, never lazily. */
  priority?: boolean;
};

/**
 * Every picture a page shows from a path (docs/decisions/105). An image uploaded in the desk
 * becomes a `<picture>`: AVIF, then WebP, each at the widths stored (400, 800, 1200) with the
 * layout's `sizes`, and the JPEG as the `<img>` every browser understands. The site's artwork
 * (SVG) stays one `<img>`. Both carry their size, so nothing moves when they arrive, and load
 * lazily unless `priority`.
 */
export function ResponsivePicture({
  src,
  alt,
  sizes,
  priority = false,
  ...props
}: ResponsivePictureProps) {
  const sources = mediaSources(src);
  const loading = priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
  if (!sources) {
    if (priority) preload(src, { as: "image", fetchPriority: "high" });
    return <img src={src} alt={alt} width={1200} height={800} {...loading} {...props} />;
  }
  if (priority) {
    preload(sources.jpeg, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      type: "image/avif",
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.jpeg}
        alt={alt}
        width={sources.width}
        height={sources.height}
        {...loading}
        {...props}
      />
    </picture>
  );
}

/** Who took an uploaded photo, as the site credits its pictures: a short line of small text. */
export function PhotoCredit({
  credit,
  className = "text-xs text-slate-600",
}: {
  credit: string | undefined;
  className?: string;
}) {
  const t = useT();
  if (!credit) return null;
  return <p className={className}>{t("components.photoCredit", { credit: creditName(credit) })}</p>;
}

/** The credit over a card's picture, in its bottom right corner. */
export const CREDIT_OVER_PICTURE =
  "absolute right-2 bottom-2 max-w-[calc(100%-1rem)] truncate rounded bg-slate-950/80 px-2 py-0.5 text-xs text-white";
