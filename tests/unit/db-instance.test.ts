import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue 9 (load and faults): the app's database connection recovers by itself. The driver is
 * replaced by a fake whose availability the test switches.
 */

const state = vi.hoisted(() => ({
  up: true,
  opened: 0,
  closed: 0,
  pingError: undefined as unknown,
}));

vi.mock("../../app/db/client.server.ts", () => ({
  openDatabase: async () => {
    if (!state.up) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    state.opened += 1;
    const generation = state.opened;
    return {
      db: { generation },
      kind: "postgres",
      ping: async () => {
        if (state.pingError) throw state.pingError;
      },
      close: async () => {
        state.closed += 1;
      },
    };
  },
}));

const instance = await import("../../app/db/instance.server.ts");
const options = { databaseUrl: "postgres://fake", migrationsFolder: "unused", seed: false };
let now = 1_000_000;

beforeEach(() => {
  Object.assign(state, { up: true, opened: 0, closed: 0, pingError: undefined });
  now = 1_000_000;
  vi.spyOn(Date, "now").mockImplementation(() => now);
});
afterEach(async () => {
  await instance.closeDatabase();
  vi.restoreAllMocks();
});

const generation = async () =>
  ((await instance.getDatabase()) as unknown as { generation: number }).generation;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("database instance", () => {
  it("answers 'unavailable' at once while down and reconnects in the background", async () => {
    state.up = false;
    await expect(instance.initDatabase(options)).rejects.toThrow();
    await expect(instance.getDatabase()).rejects.toBeInstanceOf(instance.DatabaseUnavailableError);
    expect((await instance.databaseHealth()).ok).toBe(false);

    state.up = true;
    // Within the retry delay nothing is tried.
    await expect(instance.getDatabase()).rejects.toBeInstanceOf(instance.DatabaseUnavailableError);
    await settle();
    expect(state.opened).toBe(0);
    // After it, one request starts a new attempt (and still fails fast); the next one is served.
    now += instance.RETRY_DELAY_MS;
    await expect(instance.getDatabase()).rejects.toBeInstanceOf(instance.DatabaseUnavailableError);
    await settle();
    expect(state.opened).toBe(1);
    expect(await generation()).toBe(1);
    expect(await instance.databaseHealth()).toEqual({ ok: true, kind: "postgres" });
  });

  it("drops a connection that died later and opens a new one when the database is back", async () => {
    await instance.initDatabase(options);
    expect(await generation()).toBe(1);

    state.up = false;
    state.pingError = Object.assign(new Error("write CONNECTION_CLOSED"), {
      code: "CONNECTION_CLOSED",
    });
    expect((await instance.databaseHealth()).ok).toBe(false);
    expect(state.closed).toBe(1);
    await expect(instance.getDatabase()).rejects.toBeInstanceOf(instance.DatabaseUnavailableError);

    state.up = true;
    state.pingError = undefined;
    now += instance.RETRY_DELAY_MS;
    await instance.databaseHealth(); // the health check's attempt brings it back
    await settle();
    expect(await generation()).toBe(2);
    expect((await instance.databaseHealth()).ok).toBe(true);
  });

  it("keeps the connection on a slow answer or an ordinary query error", async () => {
    await instance.initDatabase(options);
    state.pingError = new Error("timed out after 2000 ms");
    expect((await instance.databaseHealth()).ok).toBe(false);
    instance.reportDatabaseError(Object.assign(new Error("duplicate key"), { code: "23505" }));
    expect(state.closed).toBe(0);
    expect(await generation()).toBe(1);
  });

  it("recognises lost connections through wrapped causes", () => {
    const refused = Object.assign(new Error("connect"), { code: "ECONNREFUSED" });
    expect(instance.isDatabaseUnavailable(new Error("Failed query", { cause: refused }))).toBe(
      true,
    );
    expect(instance.isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(
      true,
    );
    expect(instance.isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(
      true,
    );
    expect(instance.isDatabaseUnavailable(new instance.DatabaseUnavailableError())).toBe(true);
    expect(instance.isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(
      false,
    );
    expect(instance.isDatabaseUnavailable(new Error("plain"))).toBe(false);
  });
});
