import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseUnavailable, reportDatabaseError } from "./db/instance.server.ts";
import { FONT_HEAD_SCRIPT, withFontScript } from "./lib/fonts.server.ts";
import { LANGUAGE_HEAD_SCRIPT, withLanguageScript } from "./lib/language-choice.server.ts";
import { log } from "./lib/log.server.ts";
import { loadScriptsAfterPaint } from "./lib/scripts-after-paint.server.ts";
import { contentSecurityPolicy, ownInlineHashes } from "./lib/security.ts";
import { TYPED_HEAD_SCRIPT, withTypedScript } from "./lib/typed.server.ts";

// …and the page cache's view of content: what a render read, and the content changes.
export {
  onContentChange,
  onContentPublished,
  startContentChanges,
  stopContentChanges,
} from "./db/content-changes.server.ts";
// The Node entry (server/index.ts) reaches the app's single database connection through these.
export {
  closeDatabase,
  databaseHealth,
  initDatabase,
} from "./db/instance.server.ts";

import { handleBackupControl } from "./db/backup.server.ts";
import { handleDeskControl } from "./features/desk/control.server.ts";
import { handleControl as handleNewsletterControl } from "./features/newsletter/control.server.ts";

// …and what /metrics reads from the database (server/metrics.ts).
export { registerOperationsMetrics } from "./db/operations-metrics.server.ts";
export { collectDependencies } from "./lib/dependencies.server.ts";

// …and the mail sender that drains the outbox (app/mail/service.server.ts), with the scheduled
// purge of unconfirmed visitor submissions where it runs (app/features/contributions/).
import {
  startContributionHousekeeping,
  stopContributionHousekeeping,
} from "./features/contributions/housekeeping.server.ts";
import {
  type MailServiceLog,
  startMailService as startMailSender,
  stopMailService as stopMailSender,
} from "./mail/service.server.ts";

export function startMailService(log: MailServiceLog): string {
  const to = startMailSender(log);
  startContributionHousekeeping(log);
  return to;
}

export function stopMailService(): Promise<void> {
  stopContributionHousekeeping();
  return stopMailSender();
}

/**
 * The commands of `npm run newsletter:*` and `npm run desk:invite`, over the control socket or
 * called by the CLI (server/control.ts): `/desk/…` goes to the desk, `/backup/…` to the backup
 * (`npm run backup`, decision 145), the rest to the newsletter.
 */
export function handleControl(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/desk/")) return handleDeskControl(request);
  if (pathname.startsWith("/backup/")) return handleBackupControl(request);
  return handleNewsletterControl(request);
}

export const streamTimeout = 5_000;

/**
 * Documents whose loaders failed because the database is unavailable. In production React Router
 * hands the renderer sanitized errors ("Unexpected Server Error"), so the cause is seen only here.
 */
const unavailable = new WeakSet<Request>();

/** A page whose loader lost the database connection drops it, so the next request reconnects. */
/** What React Router 8 throws when a form's Origin is not the page's (lib/actions.js). */
const ROUTER_CSRF = /origin does not match `origin` header|potential CSRF/i;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return; // e.g. a POST to a page: 405
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  if (cause instanceof Error && ROUTER_CSRF.test(cause.message)) {
    // React Router's own check of a form's Origin (before any desk code runs): a refusal, not a
    // failure of ours.
    log().warn("request refused", {
      status: 400,
      method: request.method,
      route: new URL(request.url).pathname,
      reason: "csrf",
      detail: "cross-origin",
    });
    return;
  }
  reportDatabaseError(cause);
  if (isDatabaseUnavailable(cause)) {
    unavailable.add(request);
    // One line per page during an outage, not a stack trace each.
    log().error("database unavailable", {
      method: request.method,
      path: new URL(request.url).pathname,
    });
    return;
  }
  if (!request.signal.aborted) {
    log().error("page failed", { path: new URL(request.url).pathname, error: cause });
  }
};

/**
 * The status of a document: a page that failed because the database is down is unavailable for
 * now, not broken (503; the friendly error screen says to come back).
 */
export function documentStatus(request: Request, status: number, errors: unknown[]): number {
  if (status !== 500) return status;
  return unavailable.has(request) || errors.some(isDatabaseUnavailable) ? 503 : status;
}

/**
 * Inline code in a page that the app did not write: an injection the CSP now refuses, or a new
 * kind of script or style attribute that lib/security.ts must learn (the e2e tests' console
 * checks find the latter). One warning line per page, with what was refused, never the page.
 */
function reportForeignCode(request: Request, foreign: string[]): void {
  log().warn("inline code refused by the CSP", {
    path: new URL(request.url).pathname,
    refused: foreign.slice(0, 5),
    count: foreign.length,
  });
}

/**
 * Renders every document completely before sending it (no streaming): pages stay readable
 * without JavaScript, the status code is final, and the server can attach an ETag.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  responseStatusCode = documentStatus(request, responseStatusCode, errors);
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", "30");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Past this many bytes React would move finished Suspense content to the end of the
        // document, to be swapped in by a script: keep it in place, readable without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const { html, starter, started } = loadScriptsAfterPaint(
              withTypedScript(
                withLanguageScript(withFontScript(Buffer.concat(chunks).toString("utf8"))),
              ),
            );
            // The policy names the hashes of the inline code the app wrote into this page, never
            // of whatever else the HTML holds (decision 138). The same page has the same policy
            // for every visitor, so it can be cached (docs/decisions/070-page-cache.md).
            const own = ownInlineHashes(html, [
              TYPED_HEAD_SCRIPT,
              LANGUAGE_HEAD_SCRIPT,
              FONT_HEAD_SCRIPT,
              ...(starter ? [starter] : []),
              ...started,
            ]);
            if (own.foreign.length > 0) reportForeignCode(request, own.foreign);
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(own, { development: import.meta.env.DEV }),
            );
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          log().error("page failed to render", { path: new URL(request.url).pathname, error });
        },
      },
    );
  });
}
