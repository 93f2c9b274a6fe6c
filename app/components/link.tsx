import type { ComponentProps } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { useLocalePath } from "../i18n/i18n.tsx";

/** Keeps a site path in the visitor's language; relative and external targets pass through. */
function useLocalizedTo(to: To): To {
  const localize = useLocalePath();
  if (typeof to === "string") return localize(to);
  return to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
}

/** React Router's Link, in the page's language. Every internal link of the site uses it. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizedTo(to)} {...props} />;
}

/** React Router's NavLink, in the page's language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizedTo(to)} {...props} />;
}

/** React Router's Form, posting or searching within the page's language. */
export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const localize = useLocalePath();
  return <RouterForm action={action === undefined ? undefined : localize(action)} {...props} />;
}
