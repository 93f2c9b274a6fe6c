import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { NewsletterForm } from "../../components/page/newsletter-form.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** SPEC 2.3's newsletter section, with the real sign-up of PRODUCT B4. */
export function NewsletterSection() {
  const t = useT();
  return (
    <FadeInSection
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="scroll-mt-20 bg-brand-700 py-16 text-white lg:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2
          id="newsletter-title"
          className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          {t("home.newsletter.title")}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{t("home.newsletter.text")}</p>
        <NewsletterForm tone="dark" className="mx-auto mt-8 max-w-xl text-left" />
      </div>
    </FadeInSection>
  );
}
