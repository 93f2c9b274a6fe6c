import type { ReactNode } from "react";
import { FadeInSection } from "./chrome/fade-in-section.tsx";

/** The brand-blue band that closes a list page: a title, a line of text and its actions. */
export function CallToAction({
  id,
  title,
  text,
  centered = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  centered?: boolean;
  /** The actions: links styled with buttonClass({ variant: "accent" }) and "light". */
  children: ReactNode;
}) {
  return (
    <FadeInSection aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12">
      <div
        className={`rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10 ${centered ? "text-center" : ""}`.trimEnd()}
      >
        <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
          {title}
        </h2>
        <p className={`mt-3 max-w-2xl text-brand-50 ${centered ? "mx-auto" : ""}`.trimEnd()}>
          {text}
        </p>
        <div className={`mt-6 flex flex-wrap gap-3 ${centered ? "justify-center" : ""}`.trimEnd()}>
          {children}
        </div>
      </div>
    </FadeInSection>
  );
}
