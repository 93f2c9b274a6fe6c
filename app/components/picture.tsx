import type { ImgHTMLAttributes } from "react";

/**
 * One of the site's pictures below the fold: all artwork is 1200 × 800 (the size is given so
 * nothing moves when it arrives), loaded when it comes near the screen and decoded off the
 * main thread. The picture at the top of a page is a HeroImage instead.
 */
export function Picture({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  return (
    <img src={src} alt={alt} width={1200} height={800} loading="lazy" decoding="async" {...props} />
  );
}
