import type { ComponentProps, ReactNode } from "react";
import { PhotoCredit, ResponsivePicture } from "./responsive-picture.tsx";

/**
 * The picture at the top of a page, usually its largest element: asked for in the document's
 * head, before the scripts, with high priority, and painted as soon as it is there. Full width
 * unless `sizes` says otherwise.
 */
export function HeroImage({
  sizes = "100vw",
  ...props
}: Omit<ComponentProps<typeof ResponsivePicture>, "sizes" | "priority"> & { sizes?: string }) {
  return <ResponsivePicture sizes={sizes} priority {...props} />;
}

/**
 * A HeroImage filling a dark band, under a gradient that keeps the white text over it
 * readable; the band's content goes on top. A `section` named by its heading when `labelledBy`
 * is given, else a plain block.
 */
export function HeroBand({
  image,
  imageAlt,
  imageCredit,
  imageFocus,
  imageClassName,
  overlayClassName,
  labelledBy,
  className = "",
  children,
}: {
  image: string;
  imageAlt: string;
  /** An uploaded photo's credit, in a line under the band. */
  imageCredit?: string;
  /**
   * An uploaded photo's focal point as classes (`focal-x-30 focal-y-70`, decision 135): the band
   * crops the picture around it. Without it, around the centre.
   */
  imageFocus?: string;
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
    <>
      <Band
        aria-labelledby={labelledBy}
        className={`relative isolate overflow-hidden bg-brand-900 ${className}`.trimEnd()}
      >
        <HeroImage
          src={image}
          alt={imageAlt}
          width={1200}
          height={800}
          className={["absolute inset-0 -z-10 size-full object-cover", imageFocus, imageClassName]
            .filter(Boolean)
            .join(" ")}
        />
        <div aria-hidden="true" className={`absolute inset-0 -z-10 ${overlayClassName}`} />
        {children}
      </Band>
      <PhotoCredit
        credit={imageCredit}
        className="mx-auto max-w-7xl px-4 pt-2 text-right text-xs text-slate-600"
      />
    </>
  );
}
