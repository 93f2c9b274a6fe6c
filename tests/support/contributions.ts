import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { newChallenge } from "../../app/features/contributions/pow.server.ts";

/** A proof-of-work field value the server accepts once: a fresh challenge, solved here. */
export async function solvedProof(): Promise<string> {
  const challenge = await newChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The fields of a review that passes every check. */
export function goodReview(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "review",
    rating: "4",
    title: "Worth the climb",
    text: "The walls are impressive and the view over the old town at sunset is unforgettable.",
    visitMonth: "2026-06",
    displayName: "Ana from Graz",
    email: "ana@example.com",
    language: "en",
    website: "",
    ...overrides,
  };
}

/** The value and status React Router's `data()` carries, or a Response's. */
export function answerOf(result: unknown): { status: number; data: Record<string, unknown> } {
  const value = result as { data?: unknown; init?: { status?: number } | null };
  return {
    status: value.init?.status ?? 200,
    data: (value.data ?? {}) as Record<string, unknown>,
  };
}
