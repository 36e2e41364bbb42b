/** SPEC §4: the bar turns more opaque once the page is scrolled past this many pixels. */
const SCROLL_THRESHOLD_PX = 50;

export function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  const update = () => {
    const scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  // The HTML says "not scrolled"; a page opened part-way down is corrected at the next frame, when layout is done
  // anyway (reading the scroll position now would force a layout of the whole page before its first paint).
  requestAnimationFrame(update);
  window.addEventListener("scroll", update, { passive: true });
}
