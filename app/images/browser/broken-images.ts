// Content pages have no React to handle an image slot's image that fails to load (a generated file gone, a missing
// fallback): remove it, uncovering the artwork the server drew beneath it. Islands handle their own.

export const BROKEN_MARK = "imageBroken";

export function dropBrokenImages() {
  for (const image of document.querySelectorAll<HTMLImageElement>("[data-image-slot] img")) {
    if (image.closest("[data-island]")) continue;
    const drop = () => {
      const slot = image.closest<HTMLElement>("[data-image-slot]");
      if (slot) slot.dataset[BROKEN_MARK] = "";
      image.parentElement?.querySelector("svg[aria-hidden]")?.removeAttribute("aria-hidden");
      image.remove();
    };
    if (image.complete && image.naturalWidth === 0) drop();
    else image.addEventListener("error", drop, { once: true });
  }
}
