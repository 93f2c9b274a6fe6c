import { ConfigError, loadConfig } from "../app/config.server.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

/** `npm start`: check the settings, build when needed, then serve the production site. */
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
buildIfNeeded();
process.env.NODE_ENV ??= "production";
await import("../server/index.ts");
