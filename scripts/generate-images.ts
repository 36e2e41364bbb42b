// npm run images:generate [-- --force] [-- --dry-run]
// npm run images:generate -- --prompt "<full provider prompt>" [--size 600x400] [--force]
//
// Generates every image slot the site uses (app/images/slots.ts) ahead of time, through the
// same service as POST /api/generate-image, into DATA_DIR. Run it before `npm run build` on a
// deployment with IMAGE_API_BASE_URL and IMAGE_API_KEY: the prerendered pages then show the real
// images from the first paint, and no visitor waits for a generation.
//   --force    generate again even where an image exists (a new file; the old URL stays valid)
//   --dry-run  list the slots and whether each is cached, call nothing
//   --prompt   generate one image from a free prompt, sent to the provider as given (default size
//              512x512), and print its URL. Only the operator can: visitors ask for slots by key.
// Provider calls made here do not count against the visitors' daily caps.
import { pathToFileURL } from "node:url";
import { parseEnv } from "~/config/env.server";
import { listImageSlots } from "~/images/slots";
import { readImageConfig } from "~/images/config.server";
import { ImageProviderError } from "~/images/provider.server";
import { parseImageRequest } from "~/images/request.server";
import { imageCacheKey } from "~/images/store.server";
import { createImageService, slotRequest } from "~/images/service.server";

/** Where the script writes: the console when run, a recorder in tests. */
export type ScriptOutput = Pick<Console, "log" | "error">;

/** The exit code of `npm run images:generate <argv>` with these environment variables. */
export async function runGenerateImages(argv: string[], vars: NodeJS.ProcessEnv, out: ScriptOutput): Promise<number> {
  const args = new Set(argv);
  const force = args.has("--force");
  const dryRun = args.has("--dry-run");
  const valueOf = (flag: string) => (argv.includes(flag) ? (argv[argv.indexOf(flag) + 1] ?? "") : undefined);

  const config = readImageConfig(parseEnv(vars));
  const service = createImageService(config);

  if (!dryRun && !service.enabled) {
    out.error("Image generation is off: set IMAGE_API_BASE_URL and IMAGE_API_KEY (see docs/decisions/020-images.md).");
    return 1;
  }

  const freePrompt = valueOf("--prompt");
  if (freePrompt !== undefined) {
    const [width, height] = (valueOf("--size") ?? "512x512").split("x").map(Number);
    const request = parseImageRequest({ prompt: freePrompt, width, height });
    if (!request.ok) {
      out.error(`Cannot generate: ${request.error}`);
      return 1;
    }
    try {
      const outcome = await service.getOrGenerate(request.value, { force });
      out.log(`${outcome.generated ? "generated" : "cached   "}  ${outcome.image.url}`);
      return 0;
    } catch (error) {
      out.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }

  const slots = listImageSlots();
  out.log(`${slots.length} image slots; images in ${config.dataDir}`);

  let generated = 0;
  let cached = 0;
  let failed = 0;
  // One at a time: the provider's own rate limits are easier on a steady trickle, and the run is rare.
  for (const slot of slots) {
    const label = `${slot.width}x${slot.height} ${slot.prompt}`;
    const request = slotRequest(slot);
    if (dryRun) {
      const hit = await service.store.lookup(imageCacheKey(request));
      out.log(`${hit ? "cached " : "missing"}  ${label}${hit ? `  ${hit.url}` : ""}`);
      if (hit) cached++;
      continue;
    }
    try {
      const outcome = await service.getOrGenerate(request, { force });
      if (outcome.generated) generated++;
      else cached++;
      out.log(`${outcome.generated ? "generated" : "cached   "}  ${label}  ${outcome.image.url}`);
    } catch (error) {
      failed++;
      const message = error instanceof ImageProviderError ? error.message : error instanceof Error ? error.message : String(error);
      out.error(`failed     ${label}: ${message}`);
    }
  }

  out.log(
    dryRun ? `${cached} cached, ${slots.length - cached} missing` : `${generated} generated, ${cached} already cached, ${failed} failed`,
  );
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runGenerateImages(process.argv.slice(2), process.env, console);
}
