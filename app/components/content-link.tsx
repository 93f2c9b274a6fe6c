import type { ReactNode } from "react";
import { ExternalLink } from "./icons.tsx";
import { Link } from "./link.tsx";

/**
 * A link written in content data: a site path ("/plan") through the page-language Link, an
 * outside address in a new tab with an "opens elsewhere" icon.
 */
export function ContentLink({
  href,
  className,
  iconClassName = "size-4",
  children,
}: {
  href: string;
  /** Both kinds are `inline-flex items-center gap-1`; this adds to it. */
  className: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  const classes = `inline-flex items-center gap-1 ${className}`;
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
      {children}
      <ExternalLink aria-hidden="true" className={iconClassName} />
    </a>
  );
}

/** A row of content links ("Official requirements", "Read our transport guide"). */
export function ContentLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <ContentLink href={link.href} className={linkClassName}>
            {link.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
