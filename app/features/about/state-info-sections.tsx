import { BulletList } from "../../components/bullet-list.tsx";
import { ContentLink } from "../../components/content-link.tsx";
import { ExternalLink, Gavel, Landmark, Users } from "../../components/icons.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type * as stateInfo from "../../content/state-info.ts";
import { useT } from "../../i18n/i18n.tsx";
import { PercentBar, Section } from "./info-header.tsx";

/** What the sections show, in the page's language (the route's loader picks it). */
export type StateInfoData = Pick<
  typeof stateInfo,
  | "agreementStatusLabels"
  | "economy"
  | "electoralSystem"
  | "governmentStructure"
  | "internationalRelations"
  | "membershipStatusLabels"
  | "officialSources"
>;

const branchIcons = { legislative: Landmark, executive: Users, judicial: Gavel };

const badge = "inline-flex rounded-full px-3 py-0.5 text-xs font-semibold whitespace-nowrap";
const membershipStyles = {
  member: `${badge} bg-nature-700 text-white`,
  "potential-candidate": `${badge} bg-gold-400 text-slate-900`,
  "not-member": `${badge} bg-slate-200 text-slate-800`,
};
const agreementStyles = {
  "in-force": `${badge} bg-nature-700 text-white`,
  "in-implementation": `${badge} bg-brand-100 text-brand-800`,
  "partially-implemented": `${badge} bg-gold-400 text-slate-900`,
};

export function GovernmentStructure({ data }: { data: StateInfoData }) {
  const { governmentStructure } = data;
  const t = useT();
  return (
    <Section id="government-structure" title={t("info.stateInfo.structure")}>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {governmentStructure.map((branch) => {
          const Icon = branchIcons[branch.id];
          return (
            <article
              key={branch.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-xl font-semibold">{branch.title}</h3>
              <p className="text-sm font-medium text-brand-700">{branch.body}</p>
              <p className="mt-3 text-slate-700">{branch.summary}</p>
              <BulletList
                className="mt-4 grid gap-2 text-sm text-slate-700"
                items={branch.facts}
                dotClassName="mt-2 bg-brand-600"
              />
            </article>
          );
        })}
      </div>
    </Section>
  );
}

export function ElectoralSystem({ data }: { data: StateInfoData }) {
  const { electoralSystem } = data;
  return (
    <Section id="electoral-system" title={electoralSystem.title}>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-4 text-slate-700">
          {electoralSystem.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {electoralSystem.bars.map((bar) => (
            <PercentBar key={bar.label} {...bar} />
          ))}
        </div>
      </div>
    </Section>
  );
}

export function InternationalRelations({ data }: { data: StateInfoData }) {
  const { internationalRelations, agreementStatusLabels, membershipStatusLabels } = data;
  const t = useT();
  const { recognition, organizations, agreements } = internationalRelations;
  return (
    <Section id="international-relations" title={internationalRelations.title}>
      <h3 className="mt-6 text-xl font-semibold">{recognition.title}</h3>
      <div className="mt-3 grid max-w-prose gap-4 text-slate-700">
        {recognition.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-10 text-xl font-semibold">{internationalRelations.organizationsTitle}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {organizations.map((organization) => (
          <li key={organization.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{organization.name}</span>
              <span className={membershipStyles[organization.status]}>
                <span className="sr-only">{t("info.stateInfo.membership")}: </span>
                {organization.year
                  ? `${membershipStatusLabels[organization.status]} (${organization.year})`
                  : membershipStatusLabels[organization.status]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{organization.note}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-xl font-semibold">{internationalRelations.agreementsTitle}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {agreements.map((agreement) => (
          <li key={agreement.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {agreement.name} ({agreement.year})
              </span>
              <span className={agreementStyles[agreement.status]}>
                <span className="sr-only">{t("info.stateInfo.agreementStatus")}: </span>
                {agreementStatusLabels[agreement.status]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{agreement.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Economy({ data }: { data: StateInfoData }) {
  const { economy, officialSources } = data;
  const t = useT();
  const [report] = officialSources;
  return (
    <Section id="economy" title={economy.title}>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {economy.cards.map((card) => (
          <article
            key={card.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {card.title}
            </h3>
            <p className="mt-1 text-xl font-bold text-slate-900">{card.value}</p>
            {card.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-sm text-slate-700">
                {paragraph}
              </p>
            ))}
          </article>
        ))}
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold">{economy.challenges.title}</h3>
          <p className="mt-2 text-slate-700">{economy.challenges.intro}</p>
          <div className="mt-5 grid gap-5">
            {economy.challenges.bars.map((bar) => (
              <PercentBar key={bar.label} {...bar} note={bar.source} noteHref={bar.sourceUrl} />
            ))}
          </div>
          <BulletList
            className="mt-6 grid gap-2 text-slate-700"
            items={economy.challenges.notes}
            dotClassName="mt-2.5 bg-slate-500"
          />
        </div>
        <div>
          <h3 className="text-xl font-semibold">{economy.opportunitiesTitle}</h3>
          <ul className="mt-4 grid gap-4">
            {economy.opportunities.map((opportunity) => (
              <li key={opportunity.id} className="rounded-xl bg-cream p-4">
                <span className="font-semibold text-slate-900">{opportunity.title}</span>
                <p className="mt-1 text-sm text-slate-700">{opportunity.paragraph}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {report && (
          <a
            href={report.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("info.stateInfo.reportLabel")}
            className={buttonClass()}
          >
            {economy.reportButtonLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
        <h3 className="mt-6 font-semibold">{t("info.stateInfo.sources")}</h3>
        <p className="text-sm text-slate-600">{t("info.stateInfo.sourcesIntro")}</p>
        <ul className="mt-2 grid gap-1">
          {officialSources.map((source) => (
            <li key={source.url}>
              <ContentLink
                href={source.url}
                className="min-h-8 text-brand-700 underline hover:text-brand-800"
                iconClassName="size-3.5"
              >
                {source.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
