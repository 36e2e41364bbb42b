import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageRequest } from "~/images/request.server";

// Generated images on disk under DATA_DIR/images:
//   entries/<request key>.json  which image answers a (prompt, width, height, model) request
//   files/<content hash>.<ext>  the image bytes, named by their content
// Content-named files never change, so they are served with an immutable cache header; a forced
// regeneration writes a new file and repoints the entry, and no browser keeps a stale copy.

export interface CachedImage {
  /** File name under files/, e.g. `3f...9a.png`. */
  file: string;
  /** Where the site serves it. */
  url: string;
}

interface Entry {
  file: string;
  prompt: string;
  width: number;
  height: number;
  model: string;
  createdAt: string;
}

export const IMAGE_URL_PREFIX = "/images/";
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type ImageExtension = keyof typeof CONTENT_TYPES;

/** SHA-256 of the request: a caller cannot craft a prompt whose key lands on another slot's image. */
export function imageCacheKey(request: ImageRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([request.model, request.width, request.height, request.prompt]))
    .digest("hex");
}

/** The image format from its first bytes; undefined for anything that is not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

export function contentTypeOf(file: string): string {
  const extension = path.extname(file).slice(1) as ImageExtension;
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

export interface ImageStore {
  lookup(key: string): Promise<CachedImage | undefined>;
  /** Synchronous lookup, for the root loader's list of cached slot images. */
  lookupSync(key: string): CachedImage | undefined;
  save(key: string, bytes: Uint8Array, request: ImageRequest): Promise<CachedImage>;
  /** The bytes of a served file; undefined for unknown or malformed names. */
  read(file: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
}

export function createImageStore(dataDir: string): ImageStore {
  const root = path.resolve(dataDir, "images");
  const entryPath = (key: string) => path.join(root, "entries", `${key}.json`);
  const toCached = (entry: Entry): CachedImage | undefined =>
    IMAGE_FILE_PATTERN.test(entry.file) ? { file: entry.file, url: IMAGE_URL_PREFIX + entry.file } : undefined;
  const parse = (text: string) => toCached(JSON.parse(text) as Entry);

  /** Write to a temporary name, then rename: a reader never sees half a file. */
  async function writeAtomically(target: string, data: Uint8Array | string) {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  return {
    async lookup(key) {
      try {
        return parse(await readFile(entryPath(key), "utf8"));
      } catch {
        return undefined;
      }
    },
    lookupSync(key) {
      try {
        return parse(readFileSync(entryPath(key), "utf8"));
      } catch {
        return undefined;
      }
    },
    async save(key, bytes, request) {
      const extension = sniffImageType(bytes);
      if (!extension) throw new Error("Not a PNG, JPEG or WebP image");
      const file = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
      await writeAtomically(path.join(root, "files", file), bytes);
      const entry: Entry = { file, ...request, createdAt: new Date().toISOString() };
      await writeAtomically(entryPath(key), JSON.stringify(entry));
      return { file, url: IMAGE_URL_PREFIX + file };
    },
    async read(file) {
      if (!IMAGE_FILE_PATTERN.test(file)) return undefined;
      try {
        return new Uint8Array(await readFile(path.join(root, "files", file)));
      } catch {
        return undefined;
      }
    },
  };
}
