import { listImageSlots, type SiteImageSlot } from "~/images/slots";
import type { ImagesPageState } from "~/page-context/page-data";
import { IMAGE_MODEL, slotKey, wrapPrompt, type ImagesRuntimeState } from "~/images/prompt";
import type { ImageRequest } from "~/images/request.server";
import { readImageConfig, type ImageConfig } from "./config.server";
import { requestImage } from "./provider.server";
import { createImageStore, imageCacheKey, type CachedImage, type ImageStore } from "./store.server";

// Image generation: each (prompt, width, height, model) is generated once, stored, and served from
// the store from then on. The endpoint and the images:generate script both come through here.

export interface GenerateOptions {
  /** Generate again even when cached (the images:generate script's --force). */
  force?: boolean;
  /** Runs once before each provider call; may throw to prevent it (the daily cap). */
  beforeProviderCall?: () => Promise<void>;
}

export interface GenerateOutcome {
  image: CachedImage;
  /** False when the answer came from the cache. */
  generated: boolean;
}

export interface ImageService {
  readonly enabled: boolean;
  readonly store: ImageStore;
  getOrGenerate(request: ImageRequest, options?: GenerateOptions): Promise<GenerateOutcome>;
}

export function createImageService(config: Pick<ImageConfig, "dataDir" | "provider">): ImageService {
  const store = createImageStore(config.dataDir);
  // Identical requests arriving while one is being generated wait for it instead of paying twice.
  const inFlight = new Map<string, Promise<GenerateOutcome>>();

  async function run(key: string, request: ImageRequest, options: GenerateOptions): Promise<GenerateOutcome> {
    if (!options.force) {
      const cached = await store.lookup(key);
      if (cached) return { image: cached, generated: false };
    }
    if (!config.provider) throw new Error("Image generation is not configured");
    await options.beforeProviderCall?.();
    const bytes = await requestImage(config.provider, request);
    return { image: await store.save(key, bytes, request), generated: true };
  }

  return {
    enabled: Boolean(config.provider),
    store,
    getOrGenerate(request, options = {}) {
      const key = imageCacheKey(request);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const task = run(key, request, options);
      inFlight.set(key, task);
      const forget = () => inFlight.delete(key);
      task.then(forget, forget);
      return task;
    },
  };
}

/** The request a site slot makes: its topic wrapped into the provider prompt. */
export function slotRequest(slot: SiteImageSlot): ImageRequest {
  return { prompt: wrapPrompt(slot.prompt), width: slot.width, height: slot.height, model: IMAGE_MODEL };
}

/** The already generated images of the site's slots, so pages show them from the first paint. */
export function cachedSlotImages(config: Pick<ImageConfig, "dataDir"> = readImageConfig()): ImagesPageState {
  const store = createImageStore(config.dataDir);
  const cached: Record<string, string> = {};
  for (const slot of listImageSlots()) {
    const hit = store.lookupSync(imageCacheKey(slotRequest(slot)));
    if (hit) cached[slotKey(slot.prompt, slot.width, slot.height)] = hit.url;
  }
  return { cached };
}

/** GET /api/images: whether this running server generates (never the key), and the images it has now. */
export function imagesRuntimeState(config: ImageConfig = readImageConfig()): ImagesRuntimeState {
  return { enabled: Boolean(config.provider), ...cachedSlotImages(config) };
}
