import type { ReactNode } from "react";
import { FadeInSection } from "./chrome/fade-in-section.tsx";

const sizes = {
  /** The main bands of a page. */
  lg: { band: "py-16", title: "text-3xl font-bold", intro: "mt-2 text-slate-700" },
  /** The bands of the list pages (attractions, cities). */
  md: { band: "py-12", title: "text-2xl font-bold sm:text-3xl", intro: "mt-1 text-slate-600" },
} as const;

/**
 * A band of a page: a section named by its heading, an optional line of intro, then its content,
 * at the page's width. `cream` tints the whole band; `fade` lets it fade in when scrolled to.
 */
export function PageSection({
  id,
  title,
  intro,
  size = "lg",
  cream = false,
  fade = false,
  narrowIntro = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  size?: keyof typeof sizes;
  cream?: boolean;
  fade?: boolean;
  /** Keep the intro to a comfortable line length. */
  narrowIntro?: boolean;
  children: ReactNode;
}) {
  const Section = fade ? FadeInSection : "section";
  const style = sizes[size];
  return (
    <Section aria-labelledby={id} className={cream ? "bg-cream" : undefined}>
      <div className={`mx-auto max-w-7xl px-4 ${style.band}`}>
        <h2 id={id} className={style.title}>
          {title}
        </h2>
        {intro && <p className={narrowIntro ? `${style.intro} max-w-3xl` : style.intro}>{intro}</p>}
        {children}
      </div>
    </Section>
  );
}
