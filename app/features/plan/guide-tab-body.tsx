import { BulletList } from "../../components/bullet-list.tsx";
import { ContentLinks } from "../../components/content-link.tsx";
import type { PlanSection, PlanTab } from "../../content/plan.ts";

type Level = 2 | 3;

/** One guide topic: title, intro and its sections (on /plan in a tab, on /travel-guide in a row). */
export function GuideTabBody({ tab, level = 3 }: { tab: PlanTab; level?: Level }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <>
      <Title className="text-2xl font-bold">{tab.title}</Title>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{tab.intro}</p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
        {tab.sections.map((section) => (
          <GuideSection key={section.id} section={section} level={level} />
        ))}
      </div>
    </>
  );
}

/** One section of a topic; `level` is the level of the topic's title, the section sits below it. */
export function GuideSection({ section, level }: { section: PlanSection; level: Level }) {
  const Heading = level === 2 ? "h3" : "h4";
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="min-w-0 scroll-mt-24 break-inside-avoid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {section.heading}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.items && (
        <BulletList className="mt-3 grid gap-2 text-slate-700" items={section.items} />
      )}
      {section.table && (
        <div className="mt-4 overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {section.table.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-b-2 border-slate-200 py-2 pr-4 font-semibold text-slate-900"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join("|")} className="border-b border-slate-100 align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row" className="py-2 pr-4 font-medium text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={section.table?.columns[index]} className="py-2 pr-4 text-slate-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {section.links && (
        <ContentLinks
          links={section.links}
          className="mt-4 flex flex-wrap gap-3"
          linkClassName="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        />
      )}
    </section>
  );
}
