import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  checkNewsletterEmail,
  NEWSLETTER_MIN_PENDING_MS,
  type NewsletterOutcome,
  parseNewsletterOutcome,
} from "../../lib/newsletter.ts";
import { paths } from "../../lib/paths.ts";
import { keepSignup, SIGNUP_SENT_EVENT } from "../../lib/pending-signups.ts";
import { Mail } from "../icons.tsx";
import { toast } from "../ui/toast.tsx";

/**
 * The newsletter sign-up (SPEC 4, 5; PRODUCT B4), used on the home page and the blog. With
 * JavaScript it validates on submit, posts JSON and toasts; without, it is a plain form post that
 * comes back with `?newsletter=<outcome>` for the message under the field.
 */
export function NewsletterForm({
  tone = "light",
  className = "",
}: {
  /** "dark" for a form on a brand-coloured background. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A sign-up kept while offline went through (components/chrome/offline.rich.tsx toasts it).
  useEffect(() => {
    const onSent = (event: Event) => {
      const sent = (event as CustomEvent<string>).detail;
      const check = checkNewsletterEmail(inputRef.current?.value ?? "");
      if (check.ok && check.email === sent) setEmail("");
      setNotice(undefined);
    };
    window.addEventListener(SIGNUP_SENT_EVENT, onSent);
    return () => window.removeEventListener(SIGNUP_SENT_EVENT, onSent);
  }, []);

  // What a post without JavaScript came back with; gone once the visitor tries again.
  const [outcome, setOutcome] = useState<NewsletterOutcome | undefined>(() =>
    parseNewsletterOutcome(searchParams.get("newsletter")),
  );
  const returnParams = new URLSearchParams(location.search);
  returnParams.delete("newsletter");
  const returnTo = `${location.pathname}${returnParams.size ? `?${returnParams}` : ""}`;

  const shownError =
    error ?? (outcome === "invalid" ? t("newsletter.form.invalidEmail") : undefined);
  const shownNotice =
    notice ??
    (outcome === "rate-limited"
      ? t("newsletter.form.rateLimited")
      : outcome === "error"
        ? t("newsletter.form.notStored")
        : outcome === "subscribed"
          ? t("newsletter.form.successNoScript")
          : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(undefined);
    setNotice(undefined);
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setError(t("newsletter.form.invalidEmail"));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    // No connection: keep the sign-up and send it when the browser is back online (issue 21).
    if (!navigator.onLine) {
      keepSignup({ email: check.email, locale });
      setNotice(t("newsletter.form.queued"));
      return;
    }
    setPending(true);
    const started = Date.now();
    const settle = () =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, NEWSLETTER_MIN_PENDING_MS - (Date.now() - started))),
      );
    try {
      const response = await fetch(paths.newsletterApi(), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: check.email, locale }),
      });
      await settle();
      if (response.ok) {
        setEmail("");
        toast({
          title: t("newsletter.form.successTitle"),
          description: t("newsletter.form.successDescription"),
        });
      } else if (response.status === 429) {
        setNotice(t("newsletter.form.rateLimited"));
      } else if (response.status === 400) {
        setError(t("newsletter.form.invalidEmail"));
        inputRef.current?.focus();
      } else if (response.status === 503) {
        // The server answered: nothing was stored and no e-mail goes out.
        toast({
          title: t("newsletter.form.failureTitle"),
          description: t("newsletter.form.notStored"),
          variant: "destructive",
        });
      } else {
        throw new Error(`${response.status}`);
      }
    } catch {
      await settle();
      toast({
        title: t("newsletter.form.failureTitle"),
        description: t("newsletter.form.failureDescription"),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  const dark = tone === "dark";
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  return (
    <form
      id="newsletter-form"
      data-offline="keep"
      method="post"
      action={paths.newsletterApi()}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className={`scroll-mt-24 ${className}`}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t("newsletter.form.label")}
          </label>
          <div className="relative">
            <Mail
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(undefined);
              }}
              placeholder={t("newsletter.form.placeholder")}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${shownError ? `${errorId} ` : ""}${noteId}`}
              className={`h-12 w-full rounded-lg border bg-white pr-4 pl-11 text-slate-900 placeholder:text-slate-500 ${
                shownError ? "border-red-600" : "border-slate-300"
              }`}
            />
          </div>
          <p
            id={errorId}
            className={`mt-2 min-h-6 text-sm font-medium ${dark ? "text-red-100" : "text-red-700"}`}
            aria-live="assertive"
          >
            {shownError}
          </p>
        </div>
        <button
          type="submit"
          disabled={pending}
          aria-disabled={pending}
          className={`h-12 shrink-0 rounded-lg px-6 font-semibold disabled:cursor-wait disabled:opacity-80 ${
            dark
              ? "bg-gold-400 text-slate-900 hover:bg-gold-300"
              : "bg-brand-600 text-white hover:bg-brand-700"
          }`}
        >
          {pending ? t("newsletter.form.processing") : t("newsletter.form.subscribe")}
        </button>
      </div>
      <p
        role="status"
        className={`text-sm font-medium ${shownNotice ? "mt-1" : ""} ${dark ? "text-white" : "text-slate-900"}`}
      >
        {shownNotice}
      </p>
      <p id={noteId} className={`mt-2 text-sm ${dark ? "text-brand-100" : "text-slate-600"}`}>
        {t("newsletter.form.doubleOptIn")}
      </p>
    </form>
  );
}
