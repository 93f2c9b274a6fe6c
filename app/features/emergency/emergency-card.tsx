import { type FormEvent, useEffect, useId, useState } from "react";
import { Phone } from "../../components/icons.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT } from "../../i18n/i18n.tsx";

interface EmergencyNumber {
  service: string;
  number: string;
}

/** Words for an emergency: what they mean is translated, the words themselves never are. */
const PHRASES = [
  { meaning: "emergency.phrases.help", sq: "Ndihmë!", sr: "Upomoć!" },
  { meaning: "emergency.phrases.hospital", sq: "spitali", sr: "bolnica" },
  { meaning: "emergency.phrases.whereHospital", sq: "Ku është spitali?", sr: "Gde je bolnica?" },
] as const;

const DETAILS_KEY = "explore-kosovo:emergency-details";

interface Details {
  address: string;
  embassy: string;
}

function readDetails(): Details {
  try {
    const value = JSON.parse(localStorage.getItem(DETAILS_KEY) ?? "{}") as Partial<Details>;
    return {
      address: typeof value.address === "string" ? value.address : "",
      embassy: typeof value.embassy === "string" ? value.embassy : "",
    };
  } catch {
    return { address: "", embassy: "" };
  }
}

/**
 * The emergency card (issue 21): the numbers to call, words for "help" and "hospital" in
 * Albanian and Serbian, and the visitor's own address and embassy number, kept in this browser
 * only. The service worker stores the page on install, in the visitor's language; it prints on
 * one sheet.
 */
export function EmergencyCard({ numbers }: { numbers: readonly EmergencyNumber[] }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 print:py-0">
      <h1 className="text-4xl font-bold">{t("emergency.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("emergency.intro")}</p>

      <h2 className="mt-10 text-2xl font-bold">{t("emergency.numbersTitle")}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {numbers.map((entry) => (
          <li key={entry.number}>
            <a
              href={`tel:${entry.number}`}
              className="flex min-h-11 items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <span className="font-semibold">{entry.service}</span>
              <span className="inline-flex items-center gap-2 text-2xl font-bold text-brand-700">
                <Phone aria-hidden="true" className="size-5" />
                {entry.number}
              </span>
            </a>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold">{t("emergency.phrasesTitle")}</h2>
      <table className="mt-4 w-full border-collapse text-left">
        <TableHead
          rowClassName="border-b border-slate-300"
          columns={[
            { label: t("emergency.phrases.meaning"), className: "py-2 pr-4" },
            { label: t("emergency.phrases.albanian"), className: "py-2 pr-4" },
            { label: t("emergency.phrases.serbian"), className: "py-2" },
          ]}
        />
        <tbody>
          {PHRASES.map((phrase) => (
            <tr key={phrase.meaning} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {t(phrase.meaning)}
              </th>
              <td lang="sq" className="py-2 pr-4 text-lg font-semibold">
                {phrase.sq}
              </td>
              <td lang="sr-Latn" className="py-2 text-lg font-semibold">
                {phrase.sr}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mt-10 text-2xl font-bold">{t("emergency.embassyTitle")}</h2>
      <p className="mt-3 text-slate-700">{t("emergency.embassyText")}</p>

      <MyDetails />
    </div>
  );
}

/** The visitor's own address and embassy number: stored in this browser, never sent. */
function MyDetails() {
  const t = useT();
  const id = useId();
  const [details, setDetails] = useState<Details>({ address: "", embassy: "" });
  const [saved, setSaved] = useState(false);
  useEffect(() => setDetails(readDetails()), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = { address: details.address.trim(), embassy: details.embassy.trim() };
    try {
      localStorage.setItem(DETAILS_KEY, JSON.stringify(clean));
      setSaved(true);
    } catch {
      setSaved(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t("emergency.detailsTitle")}
      </h2>
      <p className="mt-3 text-slate-700 print:hidden">{t("emergency.detailsText")}</p>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 print:hidden">
        <div>
          <label htmlFor={`${id}-address`} className="block font-semibold">
            {t("emergency.address")}
          </label>
          <textarea
            id={`${id}-address`}
            value={details.address}
            maxLength={300}
            rows={2}
            onChange={(event) => {
              setDetails({ ...details, address: event.target.value });
              setSaved(false);
            }}
            className="mt-2 w-full rounded-lg border border-slate-300 p-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-embassy`} className="block font-semibold">
            {t("emergency.embassy")}
          </label>
          <input
            id={`${id}-embassy`}
            type="tel"
            value={details.embassy}
            maxLength={40}
            onChange={(event) => {
              setDetails({ ...details, embassy: event.target.value });
              setSaved(false);
            }}
            className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t("emergency.save")}
          </button>
          <p role="status" className="text-sm font-medium text-slate-700">
            {saved ? t("emergency.saved") : ""}
          </p>
        </div>
      </form>
      {/* On paper, the details as text. */}
      <dl className="mt-4 hidden print:block">
        <dt className="font-semibold">{t("emergency.address")}</dt>
        <dd>{details.address}</dd>
        <dt className="mt-2 font-semibold">{t("emergency.embassy")}</dt>
        <dd>{details.embassy}</dd>
      </dl>
    </section>
  );
}
