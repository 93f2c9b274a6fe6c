import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type ServerProcess, startServer } from "../../scripts/support/server.ts";
import { expect, test } from "../fixtures/test.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A site of the spec's own (port E2E_PORT + `offset`, its own data folder) whose mail goes to an
 * in-process SMTP sink, for specs that write what other specs count. Registers the spec's base
 * URL, serial mode and the server's start and stop; call it once at the top of the spec.
 */
export function mailingSite(offset: number) {
  const port = Number(process.env.E2E_PORT ?? 4317) + offset;
  const origin = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;

  test.use({ baseURL: origin });
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sink = await startSmtpSink();
    server = await startServer({
      port,
      env: {
        SITE_URL: origin,
        SMTP_URL: sink.url,
        MAIL_FROM: "Explore Kosovo <hello@example.org>",
        CONTRIBUTION_RATE_LIMIT: "100/60",
        CONTRIBUTION_PLAIN_RATE_LIMIT: "100/60",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  return {
    origin,
    /** The link matching `pattern` in the e-mails to `to` (the newest wins), as a path on this site. */
    async linkInMail(to: string, pattern: RegExp): Promise<string> {
      let link = "";
      await expect
        .poll(
          () => {
            for (const mail of sink?.received ?? []) {
              if (!JSON.stringify(mail.to ?? "").includes(to)) continue;
              link = pattern.exec(mail.text ?? "")?.[0] ?? link;
            }
            return link;
          },
          { timeout: 20_000 },
        )
        .toMatch(pattern);
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    },
    /** `npm run desk:invite -- <email> <role>` against this site. */
    async invite(email: string, role: string): Promise<void> {
      await promisify(execFile)(
        process.execPath,
        [path.join(root, "scripts/desk.ts"), "invite", email, role],
        {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: server?.dataDir,
            PORT: String(port),
            SITE_URL: origin,
          },
        },
      );
    },
  };
}
