import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP server on 127.0.0.1 for tests and the reliability script: it accepts every message
 * (unless `answer` says otherwise), parses it and keeps it. Nothing leaves this machine.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Messages offered so far, accepted or not. */
  tries: number;
  /** Decides each message: undefined accepts, an error with `responseCode` refuses it. */
  answer?: (count: number) => (Error & { responseCode?: number }) | undefined;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A header as the sender wrote it (mailparser turns List-* headers into objects). */
export function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((entry) => entry.key === name.toLowerCase());
  return line?.line.slice(line.line.indexOf(":") + 1).trim();
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: (() => boolean)[] = [];
  const sink: SmtpSink = {
    url: "",
    received: [],
    tries: 0,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${sink.received.length} of ${count} messages arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (sink.received.length < count) return false;
          clearTimeout(timer);
          resolve(sink.received);
          return true;
        };
        if (!check()) waiters.push(check);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = sink.answer?.(++sink.tries);
      simpleParser(stream).then(
        (mail) => {
          if (refusal) {
            callback(refusal);
            return;
          }
          sink.received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter()) waiters.splice(waiters.indexOf(waiter), 1);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that dies mid-conversation (the reliability script kills senders) resets its
  // connection; that is the client's problem, not the sink's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
