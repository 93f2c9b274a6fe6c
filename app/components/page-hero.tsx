import type { ReactNode } from "react";
import { BackLink } from "./back-link.tsx";
import { HeroBand } from "./hero-image.tsx";
import { MapPin } from "./icons.tsx";

/** Full-width picture with the page title over it; the image is the LCP, so never lazy. */
export function PageHero({
  image,
  imageAlt,
  imageCredit,
  imageFocus,
  backHref,
  backLabel,
  eyebrow,
  title,
  actions,
}: {
  image: string;
  imageAlt: string;
  imageCredit?: string;
  /** An uploaded photo's focal point (HeroBand). */
  imageFocus?: string;
  backHref: string;
  backLabel: string;
  eyebrow?: string;
  title: string;
  actions?: ReactNode;
}) {
  return (
    <HeroBand
      image={image}
      imageAlt={imageAlt}
      imageCredit={imageCredit}
      imageFocus={imageFocus}
      overlayClassName="bg-gradient-to-t from-slate-950/85 via-slate-950/45 to-slate-950/20"
    >
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-between gap-10 px-4 py-6 sm:min-h-[28rem]">
        <BackLink to={backHref} look="overlay">
          {backLabel}
        </BackLink>
        <div className="flex flex-col gap-4 pb-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {eyebrow && (
              <p className="flex items-center gap-1.5 font-medium text-white">
                <MapPin aria-hidden="true" className="size-4" />
                {eyebrow}
              </p>
            )}
            <h1 className="mt-2 text-4xl font-bold text-white sm:text-5xl">{title}</h1>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </div>
    </HeroBand>
  );
}
