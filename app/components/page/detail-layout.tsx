import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { SavedType } from "../../lib/saved-store.ts";
import { CardGrid } from "../card.tsx";
import { FadeInSection } from "../chrome/fade-in-section.tsx";
import { Info } from "../icons.tsx";
import { PageHero } from "../page-hero.tsx";
import { SaveButton } from "../save-button.tsx";
import { ShareButton, ShareRow } from "../share-button.tsx";
import { panelClass } from "../ui/panel.ts";
import { MapFacade } from "./map-facade-on-view.tsx";

/**
 * The frame of a detail page (destination, event, experience, place, city, attraction): below
 * the hero, a main column beside an aside of facts, then a band of related cards. Pages fill
 * the slots; the frame keeps them alike. Here (components/page/) rather than with the shared
 * components, because it brings the map with it (vite.config.ts).
 */
interface HeroEntity {
  id: number | string;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  /** An uploaded photo's credit. */
  imageCredit?: string;
  /** An uploaded photo's focal point (HeroBand). */
  imageFocus?: string;
}

/** The three sections whose detail pages share their hero's links: the list is `paths[section]()`. */
const heroSections = {
  destinations: { type: "destination", path: paths.destination },
  experiences: { type: "experience", path: paths.experience },
  events: { type: "event", path: paths.event },
} as const;

type DetailHeroProps =
  | {
      /** Back to the section's list, eyebrow `entity.location`, Save as the section's type. */
      section: keyof typeof heroSections;
      entity: HeroEntity & { id: number; location: string };
    }
  | {
      section?: undefined;
      entity: HeroEntity;
      /** What the Saved list calls it. */
      type: SavedType;
      path: string;
      eyebrow: string;
      backHref: string;
      backLabel: string;
    };

/** The hero of a detail page: picture, back link, where, name, and Save and Share. */
export function DetailHero(props: DetailHeroProps) {
  const t = useT();
  const { entity } = props;
  const { id, name, description, image, imageAlt, imageCredit, imageFocus } = entity;
  const { type, path, eyebrow, backHref, backLabel } = props.section
    ? {
        type: heroSections[props.section].type,
        path: heroSections[props.section].path(props.entity.id),
        eyebrow: props.entity.location,
        backHref: paths[props.section](),
        backLabel: t(`${props.section}.detail.back`),
      }
    : props;
  return (
    <PageHero
      image={image}
      imageAlt={imageAlt}
      imageCredit={imageCredit}
      imageFocus={imageFocus}
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
  asideLabel,
  className = "py-10",
  mainClassName = "",
}: {
  main: ReactNode;
  aside: ReactNode;
  asideClassName?: string;
  /** The aside's name for screen readers, where its first heading does not say it. */
  asideLabel?: string;
  className?: string;
  mainClassName?: string;
}) {
  return (
    <div className={`mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-3 ${className}`}>
      <div className={`min-w-0 lg:col-span-2 ${mainClassName}`.trimEnd()}>{main}</div>
      <aside className={asideClassName} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}

/** "Location": the page's place on a map (loaded when asked for). */
export function MapSection({
  id = "where-title",
  title,
  lat,
  lng,
  name,
  fade = false,
  className = "mt-10",
}: {
  id?: string;
  title: string;
  lat: number;
  lng: number;
  name: string;
  /** Fade in when scrolled to (FadeInSection). */
  fade?: boolean;
  className?: string;
}) {
  const Section = fade ? FadeInSection : "section";
  return (
    <Section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">
        <MapFacade lat={lat} lng={lng} name={name} headingLevel={3} />
      </div>
    </Section>
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
      <Paragraphs items={paragraphs} lang={lang} />
    </section>
  );
}

/** Paragraphs of running text, at most a line's comfortable width. */
export function Paragraphs({
  items,
  className = "mt-4",
  lang,
}: {
  items: string[];
  className?: string;
  /** The paragraphs' language when it is not the page's (an English fallback). */
  lang?: string;
}) {
  return (
    <div lang={lang} className={`${className} grid max-w-prose gap-4 text-slate-700`}>
      {items.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}

/** An aside's "Quick information" panel: a titled list of label and value. */
export function QuickFacts({
  title,
  facts,
}: {
  title: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}) {
  return (
    <div className={panelClass}>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Info aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="py-2">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "This page is not yet translated" (issue 18 item 4): some texts fell back to English. */
export function UntranslatedNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="mt-4 rounded-2xl border border-slate-300 bg-slate-100 p-4 text-slate-800"
    >
      {children}
    </p>
  );
}
