import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { openRecheckReports, resolveRecheckReport } from "../../app/db/recheck-reports.server.ts";
import { submitRecheckFromForm } from "../../app/features/contributions/recheck.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/** "Something here has changed?" (issue 19 item 8): a flag reaches the editors' list, once. */

const SITE = "https://explore-kosovo.test";
let connection: DatabaseConnection;
const roomy = () => memoryRateLimiter(`r${Math.random()}`, { max: 1000, windowMs: 60_000 });
const options = () => ({
  database: async () => connection.db,
  limits: { client: roomy(), plain: roomy(), email: roomy() },
});
const post = (fields: Record<string, string>) =>
  new Request(`${SITE}/sq/recheck`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "192.0.2.4" },
    body: new URLSearchParams(fields),
  });

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});

describe("re-check reports", () => {
  it("come back with what was typed when something is missing, storing nothing", async () => {
    const answer = await submitRecheckFromForm(
      post({ entityType: "attraction", entityId: "1", reason: "other", note: "hm" }),
      "sq",
      options(),
    );
    expect(answer).toMatchObject({
      errors: { note: "noteNeeded" },
      values: { reason: "other", note: "hm" },
      place: { path: "/attractions/1" },
    });
    expect(await openRecheckReports(connection.db)).toEqual([]);
  });

  it("reach the editors' list, oldest first, until one marks them checked", async () => {
    const sent = await submitRecheckFromForm(
      post({
        entityType: "destination",
        entityId: "1",
        reason: "prices",
        note: "Entry is 5 € now.",
      }),
      "sq",
      options(),
    );
    expect((sent as Response).headers.get("location")).toBe(
      "/sq/destinations/1?recheck=sent#recheck",
    );
    await submitRecheckFromForm(
      post({ entityType: "attraction", entityId: "2", reason: "closed", note: "" }),
      "sq",
      options(),
    );
    const open = await openRecheckReports(connection.db);
    expect(open.map((r) => [r.entityType, r.entityId, r.reason, r.note, r.language])).toEqual([
      ["destination", 1, "prices", "Entry is 5 € now.", "sq"],
      ["attraction", 2, "closed", null, "sq"],
    ]);
    expect(
      await resolveRecheckReport(connection.db, open[0]?.id ?? 0, "editor@x.test"),
    ).toBeTruthy();
    expect(
      await resolveRecheckReport(connection.db, open[0]?.id ?? 0, "editor@x.test"),
    ).toBeUndefined();
    expect(await openRecheckReports(connection.db)).toHaveLength(1);
  });
});
