/** SPEC §4: the bar turns more opaque once the page is scrolled past this many pixels. */
const SCROLL_THRESHOLD_PX = 50;

export function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  const update = () => {
    const scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
