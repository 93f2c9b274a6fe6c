import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";

/**
 * The local control channel (README, "The newsletter"): a Unix socket in DATA_DIR that only the
 * account running the site can open (folder 0700, socket 0600). The newsletter CLI talks to the
 * running server through it, because the embedded PGlite database can be opened by one process
 * at a time. It is not a network port: nothing outside this machine, and no other local user,
 * can reach it.
 */

/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string | undefined {
  if (dataDir.startsWith("memory://")) return undefined;
  const socket = path.join(dataDir, "control", "newsletter.sock");
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? socket : undefined;
}

export async function startControlChannel(
  socket: string,
  handle: (request: Request) => Promise<Response>,
): Promise<Server> {
  const folder = path.dirname(socket);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // A socket left by a server that did not stop cleanly would block listen().
  rmSync(socket, { force: true });
  const server = createServer(getRequestListener(handle));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return server;
}

export function stopControlChannel(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
