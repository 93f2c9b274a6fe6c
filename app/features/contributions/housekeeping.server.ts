import { getDatabase } from "../../db/instance.server.ts";
import { jobRan } from "../../lib/metrics.server.ts";
import { dailyPurge } from "./moderation.server.ts";

/**
 * The kit's scheduled job (decision 090): every hour where the mail sender runs (the app server,
 * or `npm run worker`), the day's purge (what the privacy policy says is kept no longer), claimed once a
 * day in `job_runs` however many processes try.
 */

const HOUR_MS = 60 * 60 * 1000;
let timer: ReturnType<typeof setInterval> | undefined;

export function startContributionHousekeeping(log: {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}): void {
  if (timer) return;
  const run = async () => {
    try {
      const deleted = await dailyPurge(await getDatabase());
      jobRan("housekeeping", HOUR_MS);
      if (deleted !== undefined) log.info("expired submissions and records purged", { deleted });
    } catch (error) {
      log.error("purging unconfirmed submissions failed", { error: String(error) });
    }
  };
  timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  setTimeout(() => void run(), 10_000).unref();
}

export function stopContributionHousekeeping(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
