// Kept apart from everything else so the site script, which every page loads, takes only these few bytes.

/**
 * A cookie the server sets on page answers only while it generates images, readable by script: a page learns that
 * generation is on from something it receives anyway, so with generation off (the default) a page costs nothing.
 */
export const IMAGES_FLAG_COOKIE = "site_images";

export function hasImagesFlag(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${IMAGES_FLAG_COOKIE}=on`);
}
