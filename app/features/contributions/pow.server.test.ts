import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "../../lib/rate-limit.server.ts";
import { checkProof, newChallenge } from "./pow.server.ts";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("proof of work", () => {
  it("accepts a solved challenge once, then calls it a replay", async () => {
    const challenge = await newChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const replay = memoryRateLimiter("test-replay", { max: 1, windowMs: 60_000 });
    const proof = encode({ challenge, solution });
    expect(await checkProof(proof, { replay })).toBe("verified");
    expect(await checkProof(proof, { replay })).toBe("replayed");
  });

  it("refuses a wrong counter, a tampered challenge and garbage", async () => {
    const challenge = await newChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("not solved");
    const replay = memoryRateLimiter("test-replay-2", { max: 1, windowMs: 60_000 });
    const wrong = { ...solution, derivedKey: "00".repeat(32) };
    expect(await checkProof(encode({ challenge, solution: wrong }), { replay })).toBe("invalid");
    const tampered = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: Date.now() / 1000 + 10 ** 6 },
    };
    expect(await checkProof(encode({ challenge: tampered, solution }), { replay })).toBe("invalid");
    for (const junk of ["x", "%%%", encode(null), encode([1]), encode({ challenge: 1 }), 42, {}]) {
      expect(await checkProof(junk, { replay })).toBe("invalid");
    }
    expect(await checkProof("", { replay })).toBe("missing");
    expect(await checkProof(undefined, { replay })).toBe("missing");
    // The honest solution still works: the refusals did not use it up.
    expect(await checkProof(encode({ challenge, solution }), { replay })).toBe("verified");
  });

  it("refuses an expired challenge", async () => {
    const challenge = await newChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const replay = memoryRateLimiter("test-replay-3", { max: 1, windowMs: 60_000 });
    const later = Date.now() + 21 * 60 * 1000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect(await checkProof(encode({ challenge, solution }), { replay })).toBe("invalid");
    } finally {
      Date.now = realNow;
    }
  });
});
