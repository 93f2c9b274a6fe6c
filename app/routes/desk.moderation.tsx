import { Link, redirect } from "react-router";
import { audit } from "../db/audit.server.ts";
import { listBlocks, removeBlock } from "../db/contributions.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  approve,
  block,
  blockAddress,
  eraseAddress,
  ModerationProblem,
  QUEUE_PAGE_SIZE,
  queueEntries,
  reject,
} from "../features/contributions/moderation.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  DeskForm,
  deskPageMeta,
  Field,
  inputClass,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.moderation";

const route = deskRoute("/desk/moderation");

/**
 * Moderators and admins (registry.ts): every visitor submission waiting for a decision, and
 * every published one a visitor reported, oldest first, 25 a page with the counts per kind
 * (decision 112); blocks and e-mail erasure (issue 19).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const url = new URL(request.url);
  const [queue, blocks] = await Promise.all([
    queueEntries(db, Number(url.searchParams.get("page") ?? 1)),
    listBlocks(db),
  ]);
  return {
    entries: queue.entries.map((entry) => ({ ...entry, since: entry.since.toISOString() })),
    page: queue.page,
    pages: queue.pages,
    total: queue.total,
    first: (queue.page - 1) * QUEUE_PAGE_SIZE + 1,
    last: (queue.page - 1) * QUEUE_PAGE_SIZE + queue.entries.length,
    counts: queue.counts,
    blocks: blocks.map((row) => ({
      id: row.id,
      target: row.target,
      note: row.note,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    })),
    done: url.searchParams.get("done"),
    /** After an erasure: editors' content that still mentions the address, `table.rows,…`. */
    left: [...(url.searchParams.get("left") ?? "").matchAll(/(?:^|,)([a-z_]+)\.(\d+)(?=,|$)/g)].map(
      ([, table = "", rows]) => ({ table, rows: Number(rows) }),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const actor = { id: staff.id, label: staff.email };
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  try {
    if (intent === "approve") {
      await approve(db, id, actor);
      throw redirect("/desk/moderation?done=approved");
    }
    if (intent === "reject") {
      await reject(db, id, String(form.get("reason") ?? ""), actor);
      throw redirect("/desk/moderation?done=rejected");
    }
    if (intent === "block-email" || intent === "block-client") {
      await block(db, id, intent === "block-email" ? "email" : "client", actor);
      throw redirect("/desk/moderation?done=blocked");
    }
    if (intent === "block-address") {
      await blockAddress(db, String(form.get("email") ?? ""), actor);
      throw redirect("/desk/moderation?done=blocked");
    }
    if (intent === "unblock") {
      const removed = await removeBlock(db, id);
      if (removed) {
        await audit(db, {
          actor,
          action: "contributor.unblocked",
          entity: { type: removed.target, id: removed.id },
          details: { note: removed.note },
        });
      }
      throw redirect("/desk/moderation?done=unblocked");
    }
    if (intent === "erase") {
      const erased = await eraseAddress(db, String(form.get("email") ?? ""), actor);
      const left = Object.entries(erased.elsewhere).map(([table, rows]) => `${table}.${rows}`);
      throw redirect(
        `/desk/moderation?done=erased-${erased.total}${left.length ? `&left=${left.join(",")}` : ""}`,
      );
    }
    throw new ModerationProblem("Choose what to do with the buttons on the page.");
  } catch (error) {
    if (!(error instanceof ModerationProblem)) throw error;
    return { error: error.message, id: Number.isFinite(id) ? id : null };
  }
}

export const meta: Route.MetaFunction = deskPageMeta("Moderation");

const DONE: Record<string, string> = {
  approved: "Approved: it is on the site, and the writer is told.",
  rejected: "Rejected: the writer receives your reason by e-mail.",
  blocked: "Blocked: what they send from now on is refused quietly.",
  unblocked: "The block is lifted.",
};

/** How the desk names the tables an erasure may find the address in but leaves alone. */
const CONTENT_LABELS: Record<string, string> = {
  events: "events",
  content_revisions: "earlier versions of items",
  blog_posts: "blog posts",
  destinations: "destinations",
  experiences: "experiences",
  newsletter_issues: "newsletter issues",
  practical_facts: "practical facts",
};

export default function DeskModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, blocks, done, left, page, pages, total, counts, first, last } = loaderData;
  const erased = done?.startsWith("erased-") ? Number(done.slice(7)) : undefined;
  return (
    <>
      <PageTitle intro="Everything visitors sent that waits for a decision, oldest first: confirmed submissions and published ones a visitor reported. Reported items stay on the site until you decide.">
        Moderation
      </PageTitle>
      <div className="space-y-3" aria-live="polite">
        {done && DONE[done] ? <Notice tone="success">{DONE[done]}</Notice> : null}
        {erased !== undefined ? (
          <Notice tone="success">
            {erased === 0
              ? "That address was not stored anywhere: nothing to erase."
              : `The address is erased: ${erased} ${erased === 1 ? "record" : "records"} changed or deleted.`}
          </Notice>
        ) : null}
        {erased !== undefined && left.length > 0 ? (
          <Notice tone="problem">
            Editors' content still mentions the address, which an erasure never changes:{" "}
            {left
              .map(({ table, rows }) => `${CONTENT_LABELS[table] ?? table} (${rows})`)
              .join(", ")}
            . Ask an editor to take it out there.
          </Notice>
        ) : null}
        {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
      </div>

      <section aria-labelledby="queue" className="mt-6">
        <h2 id="queue" className="text-xl font-bold">
          Waiting ({total})
        </h2>
        {counts.length > 0 ? (
          <ul
            className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-700"
            data-testid="queue-counts"
          >
            {counts.map((row) => (
              <li key={row.kind}>
                {row.label}: {row.waiting} new, {row.reported} reported
              </li>
            ))}
          </ul>
        ) : null}
        {pages > 1 ? <QueuePages {...{ page, pages, total, first, last }} where="top" /> : null}
        {entries.length === 0 ? (
          <p className="mt-3 text-slate-700">Nothing is waiting.</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {entries.map((entry) => (
              <li key={entry.id} className={cardClass} data-testid="moderation-item">
                <p className="text-sm text-slate-700">
                  {entry.kindLabel}
                  {entry.item ? (
                    <>
                      {" of "}
                      <Link to={entry.item.where.href} className="text-brand-700 underline">
                        {entry.item.where.label}
                      </Link>
                    </>
                  ) : null}
                  {" · "}
                  {entry.reported
                    ? `reported ${entry.reportCount} ${entry.reportCount === 1 ? "time" : "times"}, still shown · since ${formatKosovoDateTime(entry.since)}`
                    : `confirmed ${formatKosovoDateTime(entry.since)}`}
                </p>
                <h3 className="mt-1 text-lg font-semibold">
                  {entry.item?.heading ?? `(${entry.kind} ${entry.itemId} is gone)`}
                </h3>
                <p className="text-sm text-slate-700">
                  By {entry.item?.author ?? "—"} · {entry.email ?? "address erased"} · writes in{" "}
                  {entry.locale}
                </p>
                {entry.item?.lines.map((line) => (
                  <p key={line} className="mt-2 whitespace-pre-line text-slate-900">
                    {line}
                  </p>
                ))}
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  <DeskForm intent="approve">
                    <input type="hidden" name="id" value={entry.id} />
                    <SubmitButton>
                      {entry.reported ? "Keep it" : "Approve"}
                      <span className="sr-only"> {entry.item?.heading}</span>
                    </SubmitButton>
                  </DeskForm>
                  <DeskForm intent="reject" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={entry.id} />
                    <div>
                      <label htmlFor={`reason-${entry.id}`} className="block text-sm font-medium">
                        Reason for the writer
                      </label>
                      <input
                        id={`reason-${entry.id}`}
                        name="reason"
                        required
                        minLength={3}
                        maxLength={1000}
                        className={`${inputClass} min-w-64`}
                      />
                    </div>
                    <SubmitButton variant="outline">
                      Reject<span className="sr-only"> {entry.item?.heading}</span>
                    </SubmitButton>
                  </DeskForm>
                  <DeskForm intent="block-email">
                    <input type="hidden" name="id" value={entry.id} />
                    <SubmitButton variant="outline">Block address</SubmitButton>
                  </DeskForm>
                  <DeskForm intent="block-client">
                    <input type="hidden" name="id" value={entry.id} />
                    <SubmitButton variant="outline">Block client</SubmitButton>
                  </DeskForm>
                </div>
              </li>
            ))}
          </ol>
        )}
        {pages > 1 ? <QueuePages {...{ page, pages, total, first, last }} where="bottom" /> : null}
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="erase" className={cardClass}>
          <h2 id="erase" className="text-xl font-bold">
            Erase an e-mail address
          </h2>
          <p className="mt-2 text-slate-700">
            When someone asks: their address is removed wherever the site keeps visitors' data
            (reviews, comments, event tips and their proposals, re-check notes, mail in the outbox,
            a newsletter subscription, and what they wrote there). What they wrote stays under their
            display name. The audit log and editors' content are never changed: where an event or
            article still mentions the address, you are told. A desk account's address is refused.
            The log records who erased, when and how many records changed, not the address.
          </p>
          <DeskForm intent="erase" className="mt-4 space-y-4">
            <Field label="E-mail address to erase" name="email" type="email" autoComplete="off" />
            <SubmitButton>Erase the address</SubmitButton>
          </DeskForm>
        </section>
        <section aria-labelledby="blocks" className={cardClass}>
          <h2 id="blocks" className="text-xl font-bold">
            Blocked ({blocks.length})
          </h2>
          <p className="mt-2 text-slate-700">
            A block keeps a fingerprint of the address or client, never the thing itself, under a
            key that changes every month: it holds while they keep trying, and lapses after a whole
            calendar month in which nothing came from them.
          </p>
          <DeskForm intent="block-address" className="mt-4 space-y-4">
            <Field label="E-mail address to block" name="email" type="email" autoComplete="off" />
            <SubmitButton variant="outline">Block the address</SubmitButton>
          </DeskForm>
          {blocks.length > 0 ? (
            <ul className="mt-4 space-y-2">
              {blocks.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-3">
                  <span>
                    {row.target === "email" ? "Address" : "Client"} ({row.note}), by {row.createdBy}
                    , {formatKosovoDateTime(row.createdAt)}
                  </span>
                  <DeskForm intent="unblock">
                    <input type="hidden" name="id" value={row.id} />
                    <SubmitButton variant="outline">
                      Lift<span className="sr-only"> the block {row.note}</span>
                    </SubmitButton>
                  </DeskForm>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** Older and newer pages of the queue; the first page holds the oldest. */
function QueuePages({
  page,
  pages,
  total,
  first,
  last,
  where,
}: {
  page: number;
  pages: number;
  total: number;
  first: number;
  last: number;
  where: "top" | "bottom";
}) {
  return (
    <nav aria-label={`Queue pages (${where})`} className="mt-3 flex flex-wrap items-center gap-4">
      <p className="text-slate-700">
        Showing {first}–{last} of {total}, oldest first (page {page} of {pages})
      </p>
      {page > 1 ? (
        <Link to={`/desk/moderation?page=${page - 1}`} className="text-brand-700 underline">
          Older
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={`/desk/moderation?page=${page + 1}`} className="text-brand-700 underline">
          Newer
        </Link>
      ) : null}
    </nav>
  );
}

export const ErrorBoundary = DeskErrorBoundary;
