import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { Config } from "../../app/config.server.ts";
import { controlSocketPath } from "../../server/control.ts";
import { loadBuild, migrationsFolder, root } from "../../server/entry.ts";
import { buildIfNeeded } from "../build-if-needed.ts";

/**
 * How the commands (`npm run newsletter:*`, `npm run desk:invite`) reach the app: with PGlite
 * through the running site's control socket (one process at a time may open its database;
 * server/control.ts), with DATABASE_URL by loading the built app and calling its handler.
 */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function callControl(
  config: Config,
  command: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (config.DATABASE_URL) return direct(config, method, pathname, payload);
  const socket = controlSocketPath(config.dataDir);
  if (!socket || !existsSync(socket)) {
    console.error(
      `The site is not running. With the embedded database (no DATABASE_URL) ${command} through the running site: start it with npm start (DATA_DIR=${config.dataDir}) and run this again.`,
    );
    process.exit(1);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        socketPath: socket,
        path: pathname,
        method,
        headers: { "content-type": "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    req.on("error", (error) =>
      reject(new Error(`Could not reach the running site through ${socket}: ${error.message}`)),
    );
    req.end(payload);
  });
}

async function direct(
  config: Config,
  method: string,
  pathname: string,
  payload?: string,
): Promise<Answer> {
  buildIfNeeded();
  const { entry } = await loadBuild(path.resolve(root, config.BUILD_DIR));
  await entry.initDatabase({ databaseUrl: config.DATABASE_URL, migrationsFolder, seed: false });
  try {
    const response = await entry.handleControl(
      new Request(`http://control${pathname}`, { method, body: payload }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    await entry.closeDatabase();
  }
}
