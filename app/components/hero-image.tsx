import type { ImgHTMLAttributes } from "react";
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
