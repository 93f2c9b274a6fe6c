/**
 * After `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset in
 * the client build, compressed once at the highest levels, so the server sends them as they are
 * (server/app.ts, `precompressed`) instead of compressing each response on the fly.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (TEXT.test(name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(clientDir)) {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli.`,
);
