import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { Search } from "./icons.tsx";
import { Form, Link } from "./link.tsx";
import { buttonClass } from "./ui/button.tsx";

const popular = [
  { label: "layout.nav.destinations", href: paths.destinations() },
  { label: "layout.nav.cities", href: paths.cities() },
  { label: "layout.nav.plan", href: paths.plan() },
  { label: "layout.nav.events", href: paths.events() },
];

/** PRODUCT B1: a helpful 404 with search and links, never a developer hint. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <img
        src="/artwork/site/not-found.svg"
        alt=""
        width={1200}
        height={800}
        className="mx-auto aspect-[3/2] w-full max-w-md rounded-2xl object-cover"
      />
      <h1 className="mt-8 text-3xl font-bold sm:text-4xl">{t("layout.notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("layout.notFound.text")}</p>
      <Form method="get" action={paths.search()} className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("layout.notFound.searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder={t("layout.notFound.searchPlaceholder")}
          className="min-h-11 flex-1 rounded-lg border border-slate-300 px-4"
        />
        <button type="submit" className={buttonClass({ size: "sm" })}>
          <Search aria-hidden="true" className="size-4" />
          {t("layout.notFound.searchButton")}
        </button>
      </Form>
      <h2 className="mt-10 text-lg font-semibold">{t("layout.notFound.popular")}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-3">
        {popular.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-brand-700 underline hover:text-brand-800">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t("layout.notFound.home")}
      </Link>
    </div>
  );
}
