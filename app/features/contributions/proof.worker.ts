/// <reference lib="webworker" />
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/**
 * Solves one ALTCHA challenge off the main thread (decision 091): the page stays responsive
 * while the browser tries counters with the Web Crypto API's SHA-256.
 */
self.onmessage = async (message: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge: message.data, deriveKey, timeout: 60_000 });
    self.postMessage({ solution });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
