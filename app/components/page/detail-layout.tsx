import type { ReactNode } from "react";
import type { SavedType } from "../../lib/saved-store.ts";
import { CardGrid } from "../card.tsx";
import { FadeInSection } from "../chrome/fade-in-section.tsx";
import { PageHero } from "../page-hero.tsx";
import { SaveButton } from "../save-button.tsx";
import { ShareButton, ShareRow } from "../share-button.tsx";
import { MapFacade } from "./map-facade.tsx";

/**
 * The frame of a detail page (destination, event, experience, place, city, attraction): below
 * the hero, a main column beside an aside of facts, then a band of related cards. Pages fill
 * the slots; the frame keeps them alike. Here (components/page/) rather than with the shared
 * components, because it brings the map with it (vite.config.ts).
 */
/** The hero of a detail page: picture, back link, where, name, and Save and Share. */
export function DetailHero({
  entity,
  type,
  path,
  eyebrow,
  backHref,
  backLabel,
}: {
  entity: { id: number; name: string; description: string; image: string; imageAlt: string };
  /** What the Saved list calls it. */
  type: SavedType;
  path: string;
  eyebrow: string;
  backHref: string;
  backLabel: string;
}) {
  const { id, name, description, image, imageAlt } = entity;
  return (
    <PageHero
      image={image}
      imageAlt={imageAlt}
      backHref={backHref}
      backLabel={backLabel}
      eyebrow={eyebrow}
      title={name}
      actions={
        <>
          <SaveButton tone="light" item={{ type, id, name, href: path, image }} />
          <ShareButton title={name} text={description} variant="light" />
        </>
      }
    />
  );
}

export function DetailBody({
  main,
  aside,
  asideClassName = "grid content-start gap-6",
  className = "py-10",
}: {
  main: ReactNode;
  aside: ReactNode;
  asideClassName?: string;
  className?: string;
}) {
  return (
    <div className={`mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-3 ${className}`}>
      <div className="min-w-0 lg:col-span-2">{main}</div>
      <aside className={asideClassName}>{aside}</aside>
    </div>
  );
}

/** "Location": the page's place on a map (loaded when asked for). */
export function MapSection({
  title,
  lat,
  lng,
  name,
}: {
  title: string;
  lat: number;
  lng: number;
  name: string;
}) {
  return (
    <section aria-labelledby="where-title" className="mt-10">
      <h2 id="where-title" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">
        <MapFacade lat={lat} lng={lng} name={name} headingLevel={3} />
      </div>
    </section>
  );
}

/** "Share": the page's share row. */
export function ShareSection({ title, name, url }: { title: string; name: string; url: string }) {
  return (
    <section aria-labelledby="share-title" className="mt-10">
      <h2 id="share-title" className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">
        <ShareRow title={name} url={url} />
      </div>
    </section>
  );
}

/** One fact of the aside: icon and label over the value. */
export function Fact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/** The band of related cards under a detail page; nothing when there are none. */
export function RelatedSection({
  id,
  title,
  intro,
  count,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <FadeInSection aria-labelledby={id} className="bg-cream py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-6">
          <CardGrid>{children}</CardGrid>
        </div>
      </div>
    </FadeInSection>
  );
}

/** A titled block of paragraphs in a detail page's main column ("About this event", "What you'll do"). */
export function ParagraphsSection({
  id,
  title,
  paragraphs,
  lang,
}: {
  id: string;
  title: string;
  paragraphs: string[];
  /** The paragraphs' language when it is not the page's (an English fallback). */
  lang?: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div lang={lang} className="mt-4 grid max-w-prose gap-4 text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
