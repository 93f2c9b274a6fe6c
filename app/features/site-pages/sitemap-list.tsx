import { Link } from "../../components/link.tsx";
import type { SitemapGroup, SitemapLink } from "./sitemap-data.server.ts";

function Links({ links }: { links: SitemapLink[] }) {
  return (
    <ul className="mt-2 grid gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="text-brand-700 underline hover:text-brand-800">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The HTML sitemap: one section per area, nested lists where an area has parts. */
export function SitemapList({ groups }: { groups: SitemapGroup[] }) {
  return (
    <div className="mt-10 columns-1 gap-10 sm:columns-2 lg:columns-3">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`sitemap-${group.id}`}
          className="mb-10 break-inside-avoid"
        >
          <h2 id={`sitemap-${group.id}`} className="text-xl font-bold">
            {group.title}
          </h2>
          {group.links.length > 0 && <Links links={group.links} />}
          {group.subgroups?.map((subgroup) => (
            <div key={subgroup.title} className="mt-4">
              <h3 className="font-semibold text-slate-800">{subgroup.title}</h3>
              <Links links={subgroup.links} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
