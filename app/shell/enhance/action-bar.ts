/**
 * The phones' action bar (PhoneActionBar.tsx) shows from the first scroll: at the very top the header's Call and
 * WhatsApp are on screen (HeaderContacts.tsx), and once the visitor moves the bar is (docs/decisions/149). It stays
 * away while a part of the page with its own call to action is on screen (`data-hides-action-bar`: the
 * configurator's items, which have their estimate bar). Focused fields and the menu sheet hide it in app.css.
 */
export function enhanceActionBar() {
  const bar = document.querySelector<HTMLElement>("[data-action-bar]");
  if (!bar) return;
  const ownCallToAction = new Set<Element>();
  const update = () => (bar.dataset.shown = String(window.scrollY > 0 && ownCallToAction.size === 0));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) ownCallToAction.add(entry.target);
      else ownCallToAction.delete(entry.target);
    }
    update();
  });
  for (const target of document.querySelectorAll("[data-hides-action-bar]")) observer.observe(target);
  window.addEventListener("scroll", update, { passive: true });
  // At the next frame, as the header's: read now, the scroll position would force the whole page's style and layout
  // into this script's task, one long task on a slow phone (decision 166).
  requestAnimationFrame(update);
}
