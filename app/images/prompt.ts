// What an image request is made of (SPEC §7), shared by the component, the endpoint and the
// images:generate script. Pure: runs in the browser and on the server.

import type { ImagesPageState } from "~/page-context/page-data";

export const IMAGE_MODEL = "gpt-image-1";

/** The image sizes of the site's slots (SPEC §9). */
export const IMAGE_SIZES = {
  /** Hero and section images. */
  wide: { width: 600, height: 400 },
  /** Small card images. */
  card: { width: 80, height: 80 },
  default: { width: 512, height: 512 },
} as const;

/** The provider prompt for a topic, worded as the spec says. */
export function wrapPrompt(topic: string): string {
  return `a professional, high-quality, realistic image of ${topic.trim()} on a clean background`;
}

/**
 * cyrb53, a fast 53-bit string hash. Not cryptographic: it only picks an artwork's composition and
 * names site slots in the list of cached images that the server hands the browser (the server's
 * own cache uses SHA-256, which the browser cannot compute synchronously).
 */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Names a slot (topic and size) in the root loader's list of already generated images. */
export function slotKey(topic: string, width: number, height: number): string {
  return hash53(`${IMAGE_MODEL}|${width}x${height}|${topic.trim()}`).toString(36);
}

export const GENERATE_ENDPOINT = "/api/generate-image";
/** GET: the running server's ImagesRuntimeState. */
export const IMAGES_STATE_ENDPOINT = "/api/images";

/** The running server's answer to GET /api/images. Never the key. */
export interface ImagesRuntimeState extends ImagesPageState {
  /** The server can generate images (its provider address and key are set). */
  enabled: boolean;
}
