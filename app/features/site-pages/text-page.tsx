import { ContentLinks } from "../../components/content-link.tsx";
import type { TextPage } from "../../content/legal.ts";
import { useT } from "../../i18n/i18n.tsx";

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** /privacy-policy, /terms and /faq: a title, a table of contents and sections with links. */
export function TextPageView({ page, intro }: { page: TextPage; intro?: string }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{intro ?? page.description}</p>
      <nav aria-labelledby="page-contents" className="mt-8 rounded-2xl bg-cream p-5">
        <h2 id="page-contents" className="font-semibold">
          {t("info.text.contents")}
        </h2>
        <ul className="mt-2 grid gap-1">
          {page.sections.map((section) => (
            <li key={section.heading}>
              <a
                href={`#${slug(section.heading)}`}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 grid gap-10">
        {page.sections.map((section) => (
          <section
            key={section.heading}
            id={slug(section.heading)}
            aria-labelledby={`${slug(section.heading)}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${slug(section.heading)}-title`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            <div className="mt-3 grid gap-4 text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            {section.links && (
              <ContentLinks
                links={section.links}
                className="mt-3 flex flex-wrap gap-x-6 gap-y-1"
                linkClassName="min-h-11 font-semibold text-brand-700 underline hover:text-brand-800"
              />
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
