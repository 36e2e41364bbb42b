// Part of `npm run build`: every text file of the browser build (prerendered pages, their loader data, scripts,
// styles, SVG) gets a brotli and a gzip copy beside it, compressed once at maximum level. The server and any
// static file server (nginx gzip_static/brotli_static) send those as they are.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(html|data|js|css|svg|xml|txt|json|webmanifest)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 512;

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/**
 * The content editor's files (/admin/, 5.7 MB of Decap CMS) at brotli 6: 0.5 s instead of 30 s at 11, for 12% more
 * bytes that only an editor loads, once (docs/decisions/133).
 */
const EDITOR_DIR = path.join(clientDir, "admin") + path.sep;
const qualityOf = (file: string) => (file.startsWith(EDITOR_DIR) ? 6 : 11);

let count = 0;
let before = 0;
let after = 0;
for (const file of files(clientDir).filter((name) => COMPRESSIBLE.test(name))) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: qualityOf(file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${count} files in ${path.relative(".", clientDir)}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli.`,
);
