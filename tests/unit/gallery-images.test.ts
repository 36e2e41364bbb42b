import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryImages, VIRTUAL_ID } from "../../scripts/vite/gallery-images";

// The gallery's photos at build (scripts/vite/gallery-images.ts, docs/decisions/146): AVIF and WebP variants in
// several widths, capped at the photo's own, cached by content hash; a record naming a missing photo stops the build
// naming its file and field.

let root: string;
const cacheDir = () => path.join(root, "cache");

function record(id: string, image: string) {
  mkdirSync(path.join(root, "content/gallery"), { recursive: true });
  writeFileSync(
    path.join(root, "content/gallery", `${id}.yaml`),
    `en:\n  id: ${id}\n  image: ${image}\nar:\n  id: ${id}\n  image: ${image}\n`,
  );
}

/** The virtual module's code as the plugin loads it, in a build context that only records watched files. */
async function load() {
  const plugin = galleryImages({ root, cacheDir: cacheDir() });
  const resolved = (plugin.resolveId as (id: string) => string)(VIRTUAL_ID);
  const code = (await (plugin.load as (this: object, id: string) => Promise<string>).call({ addWatchFile() {} }, resolved)) as string;
  return JSON.parse(code.replace(/^export default /, "").replace(/;$/, "")) as Record<
    string,
    { width: number; height: number; avif: { src: string; width: number; height: number }[]; webp: { width: number }[] }
  >;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "gallery-images-"));
  mkdirSync(path.join(root, "public/media"), { recursive: true });
  await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#445566" } })
    .jpeg()
    .toFile(path.join(root, "public/media/wide.jpg"));
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#665544" } })
    .png()
    .toFile(path.join(root, "public/media/large.png"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the gallery's photos at build", () => {
  it("makes nothing while no record names a photo", async () => {
    expect(await load()).toEqual({});
  });

  it("makes AVIF and WebP in the widths up to the photo's own, with their heights", async () => {
    record("wide", "/media/wide.jpg");
    record("large", "/media/large.png");
    const images = await load();
    expect(images["/media/wide.jpg"]).toMatchObject({ width: 1000, height: 500 });
    expect(images["/media/wide.jpg"]!.avif.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 240],
      [800, 400],
      [1000, 500],
    ]);
    expect(images["/media/large.png"]!.webp.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    const [variant] = images["/media/wide.jpg"]!.avif;
    expect(variant!.src).toMatch(/^\/assets\/gallery\/wide-[0-9a-f]{16}-480\.avif$/);
    const cached = readdirSync(cacheDir()).find((name) => name.endsWith("-480.avif"))!;
    const metadata = await sharp(path.join(cacheDir(), cached)).metadata();
    expect([metadata.format, metadata.width]).toEqual(["heif", 480]);
  });

  it("reuses the variants it has cached for the same bytes", async () => {
    const times = () => readdirSync(cacheDir()).map((name) => statSync(path.join(cacheDir(), name)).mtimeMs);
    const before = times();
    await load();
    expect(times()).toEqual(before);
  });

  it("stops the build on a record whose photo is missing, naming the file and the field", async () => {
    record("gone", "/media/gone.jpg");
    await expect(load()).rejects.toThrow("content/gallery/gone.yaml: en.image: /media/gone.jpg is not a file under public/");
  });
});
