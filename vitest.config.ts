import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per file (PGlite is slow to create); files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
