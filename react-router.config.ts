import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets several builds (e.g. parallel checkouts) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
