import type { ReactNode } from "react";
import { BackLink } from "../../components/back-link.tsx";
import { LastChecked } from "../../components/last-checked.tsx";
import type { InfoPageMeta } from "../../content/schema.ts";
import { seoMeta, siteFromMatches } from "../../seo/meta.ts";

/**
 * The frame of the static information pages (SPEC 2.9–2.11): back link, title, intro and the
 * day the facts were checked, then the page's sections.
 */
export function InfoPage({
  meta,
  bodyClassName = "mt-12 grid gap-16",
  children,
}: {
  meta: Pick<InfoPageMeta, "backLink" | "heading" | "intro" | "lastChecked">;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <InfoHeader
        backHref={meta.backLink.href}
        backLabel={meta.backLink.label}
        title={meta.heading}
        intro={meta.intro}
        lastChecked={meta.lastChecked}
      />
      <div className={bodyClassName}>{children}</div>
    </div>
  );
}

/**
 * The route `meta` of a static information page: its title from the catalogue, its description
 * from the loader's content.
 */
export function infoPageMeta(titleKey: string, path: string) {
  return ({
    matches,
    loaderData,
  }: {
    matches: Parameters<typeof siteFromMatches>[0];
    loaderData?: { meta: { description: string } };
  }) => {
    const site = siteFromMatches(matches);
    return seoMeta(site, {
      title: site.t(titleKey),
      description: loaderData?.meta.description ?? "",
      path,
    });
  };
}

/** Back link, title and intro of the static information pages. */
function InfoHeader({
  backHref,
  backLabel,
  title,
  intro,
  lastChecked,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  intro: string;
  /** ISO day the page's practical facts were last checked against their sources. */
  lastChecked?: string;
}) {
  return (
    <header>
      <BackLink to={backHref}>{backLabel}</BackLink>
      <h1 className="mt-4 text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>
      {lastChecked && <LastChecked date={lastChecked} className="mt-3" />}
    </header>
  );
}

/** A labelled bar; the figure is in the text, the bar is decoration. */
export function PercentBar({
  label,
  percent,
  display,
  note,
  noteHref,
}: {
  label: string;
  percent: number;
  display: string;
  note?: string;
  /** Where a third-party figure comes from. */
  noteHref?: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900">{display}</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      {note && (
        <p className="mt-1 text-xs text-slate-600">
          {noteHref ? (
            <a href={noteHref} className="underline hover:text-brand-700" rel="noopener">
              {note}
            </a>
          ) : (
            note
          )}
        </p>
      )}
    </div>
  );
}

export function Section({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
