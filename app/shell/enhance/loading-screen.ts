/** A navigation that has not shown the next page after this long shows the loading screen (SPEC §3). */
const SLOW_NAVIGATION_MS = 300;

function isPageNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin) return false;
  // Only the fragment changes: the page stays.
  return !(link.pathname === location.pathname && link.search === location.search && link.hash !== "");
}

export function enhanceLoadingScreen() {
  const screen = document.querySelector<HTMLElement>("[data-loading-screen]");
  if (!screen) return;
  let timer: number | undefined;
  const hide = () => {
    window.clearTimeout(timer);
    screen.hidden = true;
  };
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !isPageNavigation(event, link)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (screen.hidden = false), SLOW_NAVIGATION_MS);
  });
  // Back to this page from the back/forward cache, or a navigation the visitor stopped.
  window.addEventListener("pageshow", hide);
  window.addEventListener("keydown", (event) => event.key === "Escape" && hide());
}
