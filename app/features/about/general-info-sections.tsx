import { Accordion } from "radix-ui";
import type { ReactNode } from "react";
import { BulletList } from "../../components/bullet-list.tsx";
import { ChevronDown, Phone } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import type {
  FaqItem,
  InfoSection,
  LanguageSection,
  QuickReferenceItem,
} from "../../content/general-info.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { Section } from "./info-header.tsx";

export function QuickReference({ quickReference }: { quickReference: QuickReferenceItem[] }) {
  const t = useT();
  return (
    <Section id="quick-reference" title={t("info.general.quickReference")}>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickReference.map((item) => (
          <div key={item.id} className={panelClass}>
            <dt className="text-sm font-medium tracking-wide text-slate-600 uppercase">
              {item.label}
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{item.value}</dd>
            <dd className="mt-1 text-sm text-slate-600">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const levelStyles: Record<string, string> = {
  Excellent: "bg-nature-700 text-white",
  Good: "bg-brand-600 text-white",
  Variable: "bg-gold-400 text-slate-900",
  Basic: "bg-slate-200 text-slate-800",
  Limited: "bg-slate-700 text-white",
};

export function LanguageAndCommunication({ section }: { section: LanguageSection }) {
  const t = useT();
  return (
    <Section id="language" title={section.title}>
      <div className="mt-4 grid max-w-prose gap-4 text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold">{section.phrasesTitle}</h3>
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {(["phrase", "meaning", "pronunciation"] as const).map((column) => (
                    <th key={column} scope="col" className="p-3 font-semibold">
                      {t(`info.general.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.phrases.map((phrase) => (
                  <tr key={phrase.albanian} className="border-t border-slate-100">
                    <th scope="row" lang="sq" className="p-3 font-semibold text-slate-900">
                      {phrase.albanian}
                    </th>
                    <td className="p-3">{phrase.english}</td>
                    <td className="p-3 text-slate-600">{phrase.pronunciation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className="grid content-start gap-8">
          <div>
            <h3 className="text-xl font-semibold">{section.englishTitle}</h3>
            <dl className="mt-4 grid gap-2">
              {section.englishSpoken.map((entry) => (
                <div
                  key={entry.place}
                  className="flex items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
                >
                  <dt className="text-slate-800">{entry.place}</dt>
                  <dd
                    className={`rounded-full px-3 py-0.5 text-xs font-semibold ${levelStyles[entry.level] ?? ""}`}
                  >
                    {t(`info.general.englishLevels.${entry.level}`)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <TitledList title={section.tipsTitle} items={section.tips} />
          <TitledList title={section.resourcesTitle} items={section.translationResources} />
        </div>
      </div>
    </Section>
  );
}

function TitledList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <BulletList className="mt-3 grid gap-2 text-slate-700" items={items} />
    </div>
  );
}

function InfoBlock({ section, children }: { section: InfoSection; children?: ReactNode }) {
  return (
    <Section id={section.id} title={section.title}>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-4 text-slate-700">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="grid content-start gap-6">
          {children}
          {section.items && (
            <BulletList
              className="grid gap-2 rounded-2xl bg-cream p-5 text-slate-800"
              items={section.items}
            />
          )}
        </div>
      </div>
    </Section>
  );
}

export function InfoSectionBlock({ section }: { section: InfoSection }) {
  return <InfoBlock section={section} />;
}

type HealthSection = InfoSection & { emergencyNumbers: { number: string; service: string }[] };

export function HealthAndSafety({ healthSection }: { healthSection: HealthSection }) {
  const t = useT();
  return (
    <InfoBlock section={healthSection}>
      <div className="rounded-2xl border border-red-200 bg-red-50 p-5">
        <h3 className="text-lg font-semibold text-red-900">{t("info.general.emergency")}</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {healthSection.emergencyNumbers.map((entry) => (
            <li key={entry.number}>
              <a
                href={`tel:${entry.number}`}
                aria-label={t("info.general.call", {
                  service: entry.service,
                  number: entry.number,
                })}
                className="flex min-h-11 items-center gap-2 rounded-lg bg-white p-3 ring-1 ring-red-200 hover:ring-red-400"
              >
                <Phone aria-hidden="true" className="size-4 text-red-800" />
                <span>
                  <span className="block text-2xl font-bold text-red-900">{entry.number}</span>
                  <span className="text-sm text-slate-700">{entry.service}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </InfoBlock>
  );
}

/**
 * SPEC 2.10: a single-open collapsible accordion of five questions. Answers are rendered on the
 * server and stay visible where scripting is off.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const t = useT();
  return (
    <Section id="faq" title={t("info.general.faq")}>
      <Accordion.Root type="single" collapsible className="mt-6 grid gap-3">
        {items.map((item, index) => (
          <Accordion.Item
            key={item.question}
            value={`faq-${index}`}
            className="rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 p-4 text-left font-semibold text-slate-900 hover:text-brand-700">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 [@media(scripting:none)]:hidden"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              className="px-4 pb-4 text-slate-700 data-[state=closed]:hidden [@media(scripting:none)]:data-[state=closed]:block!"
            >
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Link
        to={paths.faq()}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {t("info.general.moreFaq")}
      </Link>
    </Section>
  );
}
