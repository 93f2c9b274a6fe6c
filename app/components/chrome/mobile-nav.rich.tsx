import type { ReactNode } from "react";
import { headerLinks } from "../../content/navigation.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ChevronDown } from "../icons.tsx";
import { Link } from "../link.tsx";
import { LanguageLinks } from "./header-languages.tsx";
import { useHeaderMenus } from "./use-header-menus.ts";

/** The mobile menu's items (mobile-nav.tsx), loaded when its button is first reached for. */
export default function MobileNavPanel() {
  const t = useT();
  const headerMenus = useHeaderMenus();
  return (
    <nav aria-label={t("layout.nav.main")} className="mx-auto max-w-7xl px-4 py-3">
      <ul className="divide-y divide-slate-100">
        {headerMenus.map((menu) => (
          <li key={menu.id}>
            <Disclosure summary={t(menu.label)}>
              <ul className="pb-2 pl-3">
                {menu.links?.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="flex min-h-11 items-center text-slate-700">
                      {link.literal ? link.label : t(link.label)}
                    </Link>
                  </li>
                ))}
                {menu.groups?.map((group) => (
                  <li key={group.label}>
                    <Disclosure summary={t(group.label)} nested>
                      <ul className="pl-3">
                        {group.href && (
                          <li>
                            <Link
                              to={group.href}
                              className="flex min-h-11 items-center font-medium text-brand-700"
                            >
                              {t("layout.nav.allInRegion", { region: t(group.label) })}
                            </Link>
                          </li>
                        )}
                        {group.items.map((link) => (
                          <li key={`${group.label}-${link.label}`}>
                            <Link
                              to={link.href}
                              className="flex min-h-11 items-center text-slate-700"
                            >
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </Disclosure>
                  </li>
                ))}
              </ul>
            </Disclosure>
          </li>
        ))}
        {headerLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="flex min-h-11 items-center font-medium text-slate-800">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="menu-languages" className="border-t border-slate-100 pt-3 pb-1">
        <h2 id="menu-languages" className="text-xs font-semibold text-slate-600 uppercase">
          {t("layout.language.choose")}
        </h2>
        <LanguageLinks itemClass="min-h-11" />
      </section>
    </nav>
  );
}

/** A menu (or, `nested`, a region inside one) that opens in place; the chevron turns when open. */
function Disclosure({
  summary,
  nested = false,
  children,
}: {
  summary: string;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={nested ? "group/sub" : "group py-1"}>
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between text-slate-800 ${nested ? "" : "font-medium"}`.trimEnd()}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${nested ? "group-open/sub:rotate-180" : "group-open:rotate-180"}`}
        />
      </summary>
      {children}
    </details>
  );
}
