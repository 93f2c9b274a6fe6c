import { Link as RouterLink } from "react-router";
import { regionLinks } from "../../content/navigation.ts";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { localeNames, locales } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { Mail, MapPin, Phone } from "../icons.tsx";
import { Link } from "../link.tsx";
import { useLocaleSwitch } from "./language-picker.shared.ts";
import { Logo } from "./logo.tsx";
import { useSiteSettings } from "./use-site-settings.ts";

const discover = [
  { label: "layout.footer.destinations", href: paths.destinations() },
  { label: "layout.footer.experiences", href: paths.experiences() },
  { label: "layout.footer.events", href: paths.events() },
  { label: "layout.footer.about", href: paths.about() },
];

const plan = [
  { label: "layout.footer.gettingHere", href: paths.plan("getting-here") },
  { label: "layout.footer.accommodation", href: paths.plan("accommodation") },
  { label: "layout.footer.transportation", href: paths.plan("transportation") },
  { label: "layout.footer.travelTips", href: paths.plan("travel-tips") },
  { label: "layout.footer.visaInformation", href: paths.plan("visa-information") },
];

const useful = [
  { label: "layout.footer.pristina", href: "/destinations/pristina" },
  { label: "layout.footer.prizren", href: "/destinations/prizren" },
  { label: "layout.footer.generalInfo", href: paths.generalInfo() },
  { label: "layout.footer.emergency", href: paths.emergency() },
  { label: "layout.footer.offline", href: paths.offline() },
  { label: "layout.footer.map", href: paths.map() },
  { label: "layout.footer.faq", href: paths.faq() },
  { label: "layout.footer.sitemap", href: paths.sitemap() },
  { label: "layout.footer.openData", href: paths.openData() },
  { label: "layout.footer.privacy", href: paths.privacy() },
  { label: "layout.footer.terms", href: paths.terms() },
];

const socialNames = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", x: "X" };

export function SiteFooter() {
  const t = useT();
  const siteSettings = useSiteSettings();
  const social = Object.entries(siteSettings.social).filter(([, url]) => url !== "");
  return (
    <footer className="bg-brand-900 pb-24 text-slate-200 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm">{t("layout.description")}</p>
          <p className="mt-4 text-sm font-semibold tracking-widest text-gold-300">
            {t("layout.tagline")}
          </p>
          {social.length > 0 && (
            <ul aria-label={t("layout.footer.followUs")} className="mt-4 flex gap-3">
              {social.map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener" className="underline hover:text-white">
                    {socialNames[network as keyof typeof socialNames]}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <address className="mt-6 grid gap-2 text-sm not-italic">
            <span className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {t("layout.footer.address")}
            </span>
            {siteSettings.phone && (
              <a href={`tel:${siteSettings.phone}`} className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("layout.footer.phone")}: </span>
                {siteSettings.phone}
              </a>
            )}
            {siteSettings.email && (
              <a href={`mailto:${siteSettings.email}`} className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("layout.footer.email")}: </span>
                {siteSettings.email}
              </a>
            )}
          </address>
        </div>
        <FooterLinks title={t("layout.footer.discover")} links={discover} />
        <FooterLinks title={t("layout.footer.regions")} links={regionLinks} />
        <FooterLinks title={t("layout.footer.planYourTrip")} links={plan} />
        <FooterLinks title={t("layout.footer.usefulLinks")} links={useful} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-xs text-slate-300 sm:flex-row sm:justify-between">
          <p>{t("layout.footer.copyright", { year: new Date().getFullYear() })}</p>
          <FooterLanguages />
          <p>{t("layout.footer.artworkCredit")}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: { label: string; href: string }[];
}) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** This page in every language, as plain links (they work without scripts, too). */
function FooterLanguages() {
  const { t, locale } = useI18n();
  const switchTo = useLocaleSwitch();
  return (
    <nav aria-label={t("layout.language.choose")}>
      <ul className="flex flex-wrap gap-x-3">
        {locales.map((code) => (
          <li key={code}>
            <RouterLink
              to={switchTo(code)}
              lang={code}
              hrefLang={code}
              data-language-choice={code}
              aria-current={code === locale ? "true" : undefined}
              className="hover:text-white hover:underline aria-[current]:font-semibold aria-[current]:text-white"
            >
              {localeNames[code]}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
