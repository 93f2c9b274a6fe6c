import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow } from "../db/outbox.server.ts";
import { scrubText } from "../lib/log.server.ts";
import { maskEmail } from "../lib/mask.ts";

/**
 * How a message leaves: through the SMTP server of `SMTP_URL`, or, without one, as an `.eml`
 * file under `DATA_DIR/mail/` with one log line naming the file (and the page its link opens,
 * without the link's token: that is only in the file, decision 139), so a person trying the site
 * locally can open the message and confirm their own subscription.
 */
export interface MailTransport {
  /** `smtp host:port` or the folder; for the start-up log line. */
  readonly description: string;
  /** Resolves when the message was accepted; rejects with the reason otherwise. */
  send(message: OutboxRow): Promise<void>;
  close(): void;
}

export type MailLog = (message: string, fields: Record<string, unknown>) => void;

export interface TransportOptions {
  smtpUrl?: string;
  /** Where `mail/` goes when there is no SMTP server. */
  dataDir: string;
  from: string;
  /** The host part of Message-IDs (the public origin's host). */
  messageIdHost: string;
  log: MailLog;
  /** Socket time-outs; kept well below the sender's lease, so a live sender never loses one. */
  timeoutMs?: number;
}

/** A failure the server gave a permanent answer to (5xx): trying again will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options) : fileTransport(options);
}

/** The nodemailer message of an outbox row; its Message-ID is the same on every try. */
function envelope(row: OutboxRow, options: TransportOptions) {
  return {
    from: options.from,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    html: row.html ?? undefined,
    headers: row.headers,
    messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${options.messageIdHost}>`,
  };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function smtpTransport(smtpUrl: string, options: TransportOptions): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    // smtp:// upgrades with STARTTLS; with a password on the way, only an encrypted line will do
    // (a sink on this machine may speak plain SMTP).
    requireTLS: !secure && Boolean(user) && !LOOPBACK.has(url.hostname),
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    pool: true,
    maxConnections: 2,
  });
  return {
    description: `smtp ${url.hostname}:${Number(url.port) || (secure ? 465 : 587)}`,
    async send(row) {
      await transporter.sendMail(envelope(row, options));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(options: TransportOptions): MailTransport {
  const folder = path.join(options.dataDir, "mail");
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: folder,
    async send(row) {
      const info = await builder.sendMail(envelope(row, options));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${row.id}-${row.kind}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log("mail written", {
        file,
        kind: row.kind,
        to: maskEmail(row.recipient),
        link: row.link ? scrubText(row.link) : undefined,
      });
    },
    close: () => builder.close(),
  };
}
