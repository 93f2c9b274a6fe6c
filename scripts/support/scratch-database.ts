import postgres from "postgres";

/**
 * Runs `work` with the URL of a new, empty database on the PostgreSQL server at `serverUrl`
 * (named `<prefix>_<pid>`), and drops it afterwards, connections and all.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    return await work(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}
