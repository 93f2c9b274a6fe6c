import { paths } from "../../lib/paths.ts";

/**
 * Fetches a challenge from our own server and solves it in a Web Worker; resolves with the value
 * of the form's proof field (base64 of `{ challenge, solution }`). Loaded with `import()` only when
 * a visitor starts filling a form (proof-field.tsx), so no page carries it up front.
 */
export async function solveProof(signal?: AbortSignal): Promise<string> {
  const response = await fetch(paths.contributionChallenge(), {
    signal,
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`challenge: HTTP ${response.status}`);
  const challenge = await response.json();
  const worker = new Worker(new URL("./proof.worker.ts", import.meta.url), { type: "module" });
  try {
    const solution = await new Promise<unknown>((resolve, reject) => {
      signal?.addEventListener("abort", () => reject(new Error("aborted")));
      worker.onmessage = (event) =>
        event.data?.solution ? resolve(event.data.solution) : reject(new Error(event.data?.error));
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(challenge);
    });
    return btoa(JSON.stringify({ challenge, solution }));
  } finally {
    worker.terminate();
  }
}
