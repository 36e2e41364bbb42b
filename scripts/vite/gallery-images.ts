import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";

// The gallery's photos (content/gallery/*.yaml, uploaded into public/media/) turned at build into AVIF and WebP in
// several widths (docs/decisions/146). `virtual:gallery-images` gives the pages, per photo path, its intrinsic size and
// its variants; the client build writes the variants under assets/gallery/ (served with a year's cache, their names
// carrying the source's hash). Encoding is slow (AVIF above all), so each variant is kept in a cache folder under the
// hash of the source's bytes and the encoder settings: a build encodes only photos it has not seen.

export const VIRTUAL_ID = "virtual:gallery-images";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The widths of the variants, capped at the photo's own width (which is then the largest). */
export const GALLERY_WIDTHS = [480, 800, 1200, 1600] as const;
const FORMATS = { avif: { quality: 50, effort: 4 }, webp: { quality: 78, effort: 4 } } as const;
export type GalleryFormat = keyof typeof FORMATS;
/** Part of every cache key: a change of widths or encoder settings makes new variants. */
const SETTINGS = JSON.stringify({ FORMATS, v: 1 });

export interface GalleryVariant {
  src: string;
  width: number;
  height: number;
}
export interface GalleryImage {
  width: number;
  height: number;
  avif: GalleryVariant[];
  webp: GalleryVariant[];
}

interface Options {
  /** The repository's root: content/gallery/ and public/ are read from there. */
  root: string;
  cacheDir: string;
}

/** The photo paths the gallery's records name, with the record and field naming each (for error messages). */
function photosOfRecords(root: string): Map<string, string> {
  const folder = path.join(root, "content/gallery");
  const photos = new Map<string, string>();
  if (!existsSync(folder)) return photos;
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .sort()) {
    const record = (parse(readFileSync(path.join(folder, name), "utf8")) ?? {}) as Record<string, { image?: unknown } | undefined>;
    for (const locale of ["en", "ar"]) {
      const image = record[locale]?.image;
      // The schema (app/content/gallery.ts) names a missing or malformed path; here only the file's presence counts.
      if (typeof image === "string" && image.startsWith("/media/") && !photos.has(image))
        photos.set(image, `content/gallery/${name}: ${locale}.image`);
    }
  }
  return photos;
}

type Sharp = typeof import("sharp").default;

/** A variant from the cache, or encoded and cached (written under a temporary name first: builds may run side by side). */
async function variant(sharp: Sharp, source: Buffer, key: string, cacheDir: string, width: number, format: GalleryFormat) {
  const file = path.join(cacheDir, `${key}-${width}.${format}`);
  if (existsSync(file)) return readFileSync(file);
  const body = await sharp(source).rotate().resize({ width, withoutEnlargement: true })[format](FORMATS[format]).toBuffer();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
  return body;
}

export function galleryImages({ root, cacheDir }: Options): Plugin {
  /** URL path of each variant (assets/gallery/…) → its bytes, for the client build and the dev server. */
  const files = new Map<string, Buffer>();
  let sharpModule: Sharp | undefined;

  async function build(): Promise<{ images: Record<string, GalleryImage>; watched: string[] }> {
    const photos = photosOfRecords(root);
    const images: Record<string, GalleryImage> = {};
    const watched: string[] = [];
    if (photos.size === 0) return { images, watched };
    const sharp = (sharpModule ??= (await import("sharp")).default);
    mkdirSync(cacheDir, { recursive: true });
    for (const [photo, field] of photos) {
      const file = path.join(root, "public", photo);
      if (!statSync(file, { throwIfNoEntry: false })?.isFile())
        throw new Error(`${field}: ${photo} is not a file under public/ (upload the photo through the editor at /admin)`);
      watched.push(file);
      const source = readFileSync(file);
      const hash = createHash("sha256").update(source).update(SETTINGS).digest("hex").slice(0, 16);
      const metadata = await sharp(source).metadata();
      // Width and height as shown: a camera's orientation tag may turn the photo a quarter.
      const turned = (metadata.orientation ?? 1) >= 5;
      const [width, height] = turned ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
      if (!width || !height) throw new Error(`${field}: ${photo} is not an image sharp can read`);
      const largest = Math.min(width, GALLERY_WIDTHS.at(-1)!);
      const widths = [...GALLERY_WIDTHS.filter((candidate) => candidate < largest), largest];
      const base = path.basename(photo, path.extname(photo)).replace(/[^\w-]/g, "-");
      const image: GalleryImage = { width, height, avif: [], webp: [] };
      for (const format of Object.keys(FORMATS) as GalleryFormat[])
        for (const variantWidth of widths) {
          const src = `/assets/gallery/${base}-${hash}-${variantWidth}.${format}`;
          files.set(src, await variant(sharp, source, hash, cacheDir, variantWidth, format));
          image[format].push({ src, width: variantWidth, height: Math.round((height * variantWidth) / width) });
        }
      images[photo] = image;
    }
    return { images, watched };
  }

  return {
    name: "gallery-images",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const folder = path.join(root, "content/gallery");
      if (existsSync(folder)) this.addWatchFile(folder);
      const { images, watched } = await build();
      for (const file of watched) this.addWatchFile(file);
      return `export default ${JSON.stringify(images)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [src, source] of files) this.emitFile({ type: "asset", fileName: src.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const body = request.url ? files.get(request.url.split("?")[0]!) : undefined;
        if (!body) return next();
        response.setHeader("Content-Type", request.url!.includes(".avif") ? "image/avif" : "image/webp");
        response.end(body);
      });
    },
  };
}
