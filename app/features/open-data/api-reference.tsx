import { useT } from "../../i18n/i18n.tsx";
import type { ApiReference } from "./reference-data.server.ts";

/**
 * The open data API's reference (/api, decision 140): licence, fair use, the parameters of every
 * list, then each kind's endpoints, filters and a real example. The document itself is a file:
 * plain links, not client navigation.
 */

const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900";

function Example({ label, children }: { label: string; children: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-sm font-semibold text-slate-700">{label}</figcaption>
      {/* Scrolls sideways on small screens: focusable, so a keyboard can scroll it too. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="mt-1 max-h-80 overflow-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const t = useT();
  const { limit, pageSize } = reference;
  const parameters = [
    ["lang", t("info.openData.paramLang")],
    ["page", t("info.openData.paramPage")],
    [
      "pageSize",
      t("info.openData.paramPageSize", { max: pageSize.max, default: pageSize.default }),
    ],
    ["updatedSince", t("info.openData.paramUpdatedSince")],
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("info.openData.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("info.openData.intro")}</p>
      <p className="mt-4">
        <a href={reference.document} className="font-semibold text-brand-700 underline">
          {t("info.openData.documentLink")}
        </a>
      </p>

      <Section id="licence" title={t("info.openData.licenceHeading")}>
        <p className="mt-3">{t("info.openData.licenceText")}</p>
        <p className="mt-3">{t("info.openData.imagesText")}</p>
      </Section>

      <Section id="fair-use" title={t("info.openData.limitsHeading")}>
        <p className="mt-3">
          {limit
            ? t("info.openData.limitsText", { max: limit.max, seconds: limit.seconds })
            : t("info.openData.limitsOff")}
        </p>
        <p className="mt-3">{t("info.openData.cachingText")}</p>
      </Section>

      <Section id="parameters" title={t("info.openData.parametersHeading")}>
        <dl className="mt-3 space-y-3">
          {parameters.map(([name, meaning]) => (
            <div key={name}>
              <dt>
                <code className={code}>{name}</code>
              </dt>
              <dd className="mt-1 text-slate-700">{meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="endpoints" title={t("info.openData.endpointsHeading")}>
        {reference.kinds.map((kind) => (
          <section key={kind.kind} aria-labelledby={`kind-${kind.kind}`} className="mt-8">
            <h3 id={`kind-${kind.kind}`} className="text-xl font-bold">
              <code className="font-mono">{kind.kind}</code>
            </h3>
            <p className="mt-2 text-slate-700">{t(`info.openData.kinds.${kind.kind}`)}</p>
            <ul className="mt-3 space-y-1">
              <li>
                <code className={code}>GET /api/v1/{kind.kind}</code> {t("info.openData.list")}
              </li>
              <li>
                <code className={code}>
                  GET /api/v1/{kind.kind}/{"{id}"}
                </code>{" "}
                {t("info.openData.detail")}
              </li>
              <li>
                <code className={code}>GET /api/v1/{kind.kind}.csv</code> {t("info.openData.csv")}
              </li>
            </ul>
            <p className="mt-3 font-semibold">{t("info.openData.filters")}</p>
            {kind.filters.length === 0 ? (
              <p className="text-slate-700">{t("info.openData.noFilters")}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {kind.filters.map((filter) => (
                  <li key={filter.name}>
                    <code className={code}>{filter.name}</code>
                    {filter.values ? (
                      <>
                        {" "}
                        ({t("info.openData.values")}: {filter.values.join(", ")})
                      </>
                    ) : (
                      <>
                        {" "}
                        ({t("info.openData.forExample")}{" "}
                        <code className={code}>{filter.example}</code>)
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3">
              {t("info.openData.exampleRequest")}:{" "}
              <a
                href={kind.exampleRequest}
                className="break-all font-mono text-sm text-brand-700 underline"
              >
                {kind.exampleRequest}
              </a>
            </p>
            <Example label={t("info.openData.exampleAnswer")}>{kind.exampleAnswer}</Example>
          </section>
        ))}
      </Section>

      <Section id="errors" title={t("info.openData.errorsHeading")}>
        <p className="mt-3">{t("info.openData.errorsText")}</p>
        <Example label={t("info.openData.exampleError")}>
          {JSON.stringify(
            {
              type: "about:blank",
              title: "Bad Request",
              status: 400,
              detail: "lang must be one of en, sq, de, it.",
              parameter: "lang",
            },
            null,
            2,
          )}
        </Example>
      </Section>
    </div>
  );
}
