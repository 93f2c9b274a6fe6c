import { buildIfNeeded } from "./build-if-needed.ts";

/** `npm start`: build when needed, then serve the production site. */
buildIfNeeded();
process.env.NODE_ENV ??= "production";
await import("../server/index.ts");
