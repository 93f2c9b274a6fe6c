import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { ArrowRight } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

export interface AboutTeaserData {
  intro: string;
  facts: { id: string; label: string; value: string }[];
  picture?: { url: string; alt: string };
}

/** SPEC 2.3's About Kosovo teaser; the button goes to /about (PRODUCT B2). */
export function AboutTeaser({ intro, facts, picture }: AboutTeaserData) {
  const t = useT();
  return (
    <FadeInSection aria-labelledby="about-title" className="bg-cream py-16 lg:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
        {picture && (
          <Picture
            src={picture.url}
            alt={picture.alt}
            className="aspect-[3/2] w-full rounded-3xl bg-slate-100 object-cover shadow-lg"
          />
        )}
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("home.about.title")}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{intro}</p>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {facts.map((fact) => (
              <div key={fact.id} className="rounded-xl bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Link to={paths.about()} className={buttonClass({ className: "mt-8" })}>
            {t("home.about.button")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </FadeInSection>
  );
}
