import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { type Span, SpanStatusCode } from "@opentelemetry/api";
import type { Database } from "../db/client.server.ts";
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  type OutboxRow,
  releaseMail,
} from "../db/outbox.server.ts";
import { withRequestId } from "../lib/log.server.ts";
import { maskEmail } from "../lib/mask.ts";
import { inSpan } from "../lib/tracing.server.ts";
import { isPermanentFailure, type MailLog, type MailTransport } from "./transport.server.ts";

/**
 * Drains the outbox (docs/decisions/030-mail-outbox.md): claims due messages, sends them one by
 * one, marks each as soon as it is accepted, retries failures with exponential backoff and after
 * the last try marks them failed with the reason. On stop it finishes the message in hand and
 * gives back the rest of its batch.
 */

export interface MailSenderOptions {
  database: () => Promise<Database>;
  transport: MailTransport;
  log: { info: MailLog; warn: MailLog; error: MailLog };
  /** Unique per sender; shows in `claimed_by`. */
  id?: string;
  batchSize?: number;
  /** How often to look for due mail when nothing woke the sender. */
  pollMs?: number;
  /** How long a claim holds; longer than the transport's time-outs. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long, each later one twice as long as the one before. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Poll in the background (the default); without, only `drain()` sends (tests, CLIs). */
  background?: boolean;
}

export const MAIL_DEFAULTS = {
  batchSize: 20,
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 60_000,
  retryMaxMs: 6 * 60 * 60_000,
};

export interface MailSender {
  readonly id: string;
  /** Looks for due mail now instead of at the next poll. */
  wake(): void;
  /** Sends everything due now; resolves with the number of messages tried. For tests and CLIs. */
  drain(): Promise<number>;
  /** Finishes the message in hand, releases the rest; resolves when the loop has ended. */
  stop(): Promise<void>;
}

/** The delay before try `attempt + 1` after `attempt` failed tries. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const settings = { ...MAIL_DEFAULTS, ...definedOnly(options) } as typeof MAIL_DEFAULTS;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const { transport, log } = options;
  let stopping = false;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wakeSoon = false;

  async function sendBatch(): Promise<number> {
    const db = await options.database();
    const batch = await claimDueMail(db, id, {
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
    });
    for (const [index, row] of batch.entries()) {
      if (stopping) {
        await releaseMail(
          db,
          batch.slice(index).map((rest) => rest.id),
          id,
        );
        return index;
      }
      // Under the id of the request that queued it (a new one for mail queued outside a
      // request), in a span continuing that request's trace when traces are exported.
      await withRequestId(row.requestId ?? `mail-${row.id}`, () =>
        inSpan(
          "mail send",
          {
            traceParent: row.traceParent,
            kind: "consumer",
            attributes: {
              "explore_kosovo.outbox.id": row.id,
              "explore_kosovo.mail.kind": row.kind,
            },
          },
          (span) => sendOne(db, row, span),
        ),
      );
    }
    return batch.length;
  }

  /** Sends one claimed message and records how it went. */
  async function sendOne(db: Database, row: OutboxRow, span: Span): Promise<void> {
    try {
      await transport.send(row);
      if (!(await markMailSent(db, row, id))) {
        log.warn("mail sent after its claim ran out", { id: row.id });
      } else {
        log.info("mail sent", { id: row.id, kind: row.kind, attempt: row.attempts });
      }
    } catch (error) {
      const reason = describe(error);
      const final = isPermanentFailure(error) || row.attempts >= settings.maxAttempts;
      const retryAt = final
        ? undefined
        : new Date(
            Date.now() + retryDelay(row.attempts, settings.retryBaseMs, settings.retryMaxMs),
          );
      await markMailFailed(db, row, id, reason, retryAt);
      span.setStatus({ code: SpanStatusCode.ERROR, message: reason });
      (final ? log.error : log.warn)(final ? "mail failed" : "mail deferred", {
        id: row.id,
        kind: row.kind,
        to: maskEmail(row.recipient),
        attempt: row.attempts,
        retryAt: retryAt?.toISOString(),
        reason,
      });
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await sendBatch();
      total += count;
      if (count < settings.batchSize || stopping) return total;
    }
  }

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delay);
  }

  function loop() {
    if (running || stopping) {
      wakeSoon = true;
      return;
    }
    wakeSoon = false;
    running = drain()
      .then(
        () => undefined,
        (error: unknown) => {
          // The database may be down: the next poll tries again.
          log.error("mail sender error", { reason: describe(error) });
        },
      )
      .finally(() => {
        running = undefined;
        schedule(wakeSoon ? 0 : settings.pollMs);
      });
  }

  if (options.background !== false) schedule(0);

  return {
    id,
    wake: () => {
      if (options.background !== false) schedule(0);
    },
    drain,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
