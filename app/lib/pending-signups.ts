import type { Locale } from "../i18n/locales.ts";
import { paths } from "./paths.ts";

/**
 * Newsletter sign-ups typed without a connection (issue 21): kept in this browser and sent when
 * it is back online (components/chrome/offline.rich.tsx), so nothing typed is lost.
 */
export interface PendingSignup {
  email: string;
  locale: Locale;
}

const KEY = "explore-kosovo:pending-signups";
/** A window event when a kept sign-up reached the server; `detail` is its address. */
export const SIGNUP_SENT_EVENT = "explore-kosovo:signup-sent";

export function pendingSignups(): PendingSignup[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is PendingSignup =>
        typeof item?.email === "string" && typeof item?.locale === "string",
    );
  } catch {
    return [];
  }
}

function store(signups: PendingSignup[]) {
  try {
    if (signups.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(signups));
  } catch {
    // Storage full or refused: nothing more we can keep.
  }
}

/** Keeps a sign-up (the same address once, its latest language). */
export function keepSignup(signup: PendingSignup) {
  store([...pendingSignups().filter((item) => item.email !== signup.email), signup].slice(-5));
}

/**
 * Sends every kept sign-up; those the server took (or refused as invalid: sending again would
 * not help) leave the store. Returns the addresses that went through.
 */
export async function sendPendingSignups(): Promise<string[]> {
  const sent: string[] = [];
  for (const signup of pendingSignups()) {
    let status: number;
    try {
      const response = await fetch(paths.newsletterApi(), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(signup),
      });
      status = response.status;
    } catch {
      return sent; // still no connection: try again later
    }
    if (status === 200 || status === 400) {
      store(pendingSignups().filter((item) => item.email !== signup.email));
      if (status === 200) {
        sent.push(signup.email);
        window.dispatchEvent(new CustomEvent(SIGNUP_SENT_EVENT, { detail: signup.email }));
      }
    }
  }
  return sent;
}
