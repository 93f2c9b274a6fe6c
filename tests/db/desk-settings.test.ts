import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { onContentChanged } from "../../app/db/content-changed.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { getSiteSettings } from "../../app/db/queries.server.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import * as settingsPage from "../../app/routes/desk.settings._index.tsx";
import * as historyPage from "../../app/routes/desk.settings.revisions.tsx";
import { signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Site settings in the database (issue 18 items 3, 7, 9; decision 054): seeded once from the
 * content file, edited in the desk with a message per field, every page's footer follows on the
 * next request (a change drops every cached page), history with restore, audit.
 */

const SITE = "http://desk.test";
const CSRF = "c".repeat(43);

function post(url: string, cookie: string, fields: Record<string, string>) {
  return new Request(new URL(url, SITE), {
    method: "POST",
    headers: { Cookie: `${cookie}; desk-csrf=${CSRF}`, Origin: SITE },
    body: new URLSearchParams({ csrf: CSRF, ...fields }),
  });
}

describe.each(testTargets())("the desk's site settings on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  const db = () => connection.db;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: true });
    editor = await signedInStaff(db(), "editor@example.org", "editor", "Erion");
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("edit with a message per field, shown at once, restore, audit; the seed never overwrites", async () => {
    expect(await getSiteSettings(db())).toEqual({
      phone: "",
      email: "",
      social: { facebook: "", instagram: "", youtube: "", x: "" },
    });
    const save = (fields: Record<string, string>) =>
      settingsPage.action({
        request: post("/desk/settings", editor, fields),
        params: {},
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const refused = await save({
      expectedVersion: "1",
      phone: "call us",
      email: "info@visitkosovo.example",
      instagram: "https://example.org/kosovo",
    });
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        phone: "Leave empty, or give the number with its country code, e.g. +383 38 200 000",
        instagram: "Leave empty, or give the https address of the Instagram account",
      },
    });
    expect((refused.values as Record<string, string>).email).toBe("info@visitkosovo.example");

    const changes: unknown[] = [];
    const stop = onContentChanged((change) => changes.push(change));
    expect(
      await save({
        expectedVersion: "1",
        phone: "+383 38 200 000",
        email: "info@visitkosovo.example",
        instagram: "https://www.instagram.com/visitkosovo",
      }),
    ).toMatchObject({ ok: true, version: 2 });
    stop();
    expect(changes).toEqual([{ entity: "settings", remote: false, ids: [1] }]);
    expect(await getSiteSettings(db())).toMatchObject({
      phone: "+383 38 200 000",
      social: { instagram: "https://www.instagram.com/visitkosovo" },
    });
    // A stale form is refused.
    expect(await save({ expectedVersion: "1", phone: "" })).toMatchObject({
      ok: false,
      conflict: expect.stringMatching(/Someone else saved the settings/),
    });
    // The seed leaves the desk's settings alone.
    await seedDatabase(db());
    expect((await getSiteSettings(db())).phone).toBe("+383 38 200 000");

    // History: the seeded version and the change; restore the previous one.
    const history = (await historyPage.loader({
      request: new Request(new URL("/desk/settings/revisions", SITE), {
        headers: { Cookie: editor },
      }),
      params: {},
      context: {},
    } as never)) as { revisions: { version: number }[]; changes: { field: string }[] };
    expect(history.revisions.map((revision) => revision.version)).toEqual([2, 1]);
    expect(history.changes.map((change) => change.field).sort()).toEqual(
      ["email", "instagram", "phone"].sort(),
    );
    const restored = (await historyPage.action({
      request: post("/desk/settings/revisions", editor, { intent: "restore-previous" }),
      params: {},
      context: {},
    } as never)) as { ok: boolean; message: string };
    expect(restored.message).toMatch(/^Version 1 is restored as version 3\./);
    expect((await getSiteSettings(db())).phone).toBe("");
    const actions = (await auditEntries(db(), { entity: { type: "site-settings", id: 1 } })).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(["settings.restored", "settings.updated"]);
  });
});
