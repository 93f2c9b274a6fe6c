import { sha256Source } from "../app/lib/security.ts";

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e293b;line-height:1.6}a{color:#244aa5}";

/** The error page's policy: no scripts, its one style element by its hash. */
export const ERROR_PAGE_CSP = `default-src 'none'; style-src ${sha256Source(STYLE)}; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The last-resort page when React itself could not render: no stack trace, no scripts. */
export function errorPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · Explore Kosovo</title>
<style>${STYLE}</style>
</head><body><main><h1>Something went wrong</h1>
<p>We could not show this page just now. Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
}
