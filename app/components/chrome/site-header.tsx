import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { Search } from "../icons.tsx";
import { Link } from "../link.tsx";
import { SavedLink } from "../save-button.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { HeaderLanguages } from "./header-languages.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { useScrolled } from "./use-scrolled.ts";

export function SiteHeader() {
  const t = useT();
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white"
      }`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-1">
          <HeaderLanguages />
          <Link
            to={paths.search()}
            aria-label={t("layout.nav.openSearch")}
            data-site-search=""
            className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <SavedLink />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
