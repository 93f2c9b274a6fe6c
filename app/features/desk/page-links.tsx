import { Link } from "react-router";

/**
 * "Page 2 of 7" with the links to the pages before and after, keeping the list's filters
 * (`query`, without `page`): the desk's long lists (audit log, deliveries).
 */
export function PageLinks({
  label,
  path,
  query,
  page,
  pages,
  total,
  noun,
}: {
  /** The navigation's accessible name, unique on the page: "Audit log pages (top)". */
  label: string;
  path: string;
  query: string;
  page: number;
  pages: number;
  total: number;
  noun: { one: string; many: string };
}) {
  const to = (number: number) => {
    const params = new URLSearchParams(query);
    if (number > 1) params.set("page", String(number));
    else params.delete("page");
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={label} className="my-3 flex flex-wrap items-center gap-4">
      <p className="text-slate-700">
        {total === 1 ? `1 ${noun.one}` : `${total} ${noun.many}`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {page > 1 ? (
        <Link to={to(page - 1)} className="text-brand-700 underline">
          Previous page
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={to(page + 1)} className="text-brand-700 underline">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
