function isPageNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin) return false;
  // Only the fragment changes: the page stays.
  return !(link.pathname === location.pathname && link.search === location.search && link.hash !== "");
}

/**
 * The loading screen (SPEC §3) for a navigation that is slow to bring the next page. It is unhidden at the click and
 * fades in only after a delay in CSS (LoadingScreen.tsx): Chromium runs no timers in a page it is leaving, but it
 * keeps painting it until the next page arrives, so a fast navigation never shows it.
 */
export function enhanceLoadingScreen() {
  const screen = document.querySelector<HTMLElement>("[data-loading-screen]");
  if (!screen) return;
  const hide = () => (screen.hidden = true);
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link instanceof HTMLAnchorElement && isPageNavigation(event, link)) screen.hidden = false;
  });
  // Back to this page from the back/forward cache, or a navigation the visitor stopped.
  window.addEventListener("pageshow", hide);
  window.addEventListener("keydown", (event) => event.key === "Escape" && hide());
}
