import type { ImgHTMLAttributes, ReactNode } from "react";
import { preload } from "react-dom";

/**
 * The picture at the top of a page, usually its largest element: asked for in the document's
 * head, before the scripts, with high priority, and painted as soon as it is there.
 */
export function HeroImage({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  preload(src, { as: "image", fetchPriority: "high" });
  return <img src={src} alt={alt} fetchPriority="high" {...props} />;
}

/**
 * A HeroImage filling a dark band, under a gradient that keeps the white text over it
 * readable; the band's content goes on top. A `section` named by its heading when `labelledBy`
 * is given, else a plain block.
 */
export function HeroBand({
  image,
  imageAlt,
  imageClassName = "",
  overlayClassName,
  labelledBy,
  className = "",
  children,
}: {
  image: string;
  imageAlt: string;
  /** Dims the picture (`opacity-40`) where the band's own blue should show through. */
  imageClassName?: string;
  /** The gradient: direction and stops. */
  overlayClassName: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const Band = labelledBy ? "section" : "div";
  return (
    <Band
      aria-labelledby={labelledBy}
      className={`relative isolate overflow-hidden bg-brand-900 ${className}`.trimEnd()}
    >
      <HeroImage
        src={image}
        alt={imageAlt}
        width={1200}
        height={800}
        className={`absolute inset-0 -z-10 size-full object-cover ${imageClassName}`.trimEnd()}
      />
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${overlayClassName}`} />
      {children}
    </Band>
  );
}
