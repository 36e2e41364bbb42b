/**
 * The phones' action bar (PhoneActionBar.tsx) shows once the page's hero, the first block of `main`, has scrolled
 * away, and stays away while a part of the page with its own call to action is on screen (`data-hides-action-bar`:
 * the configurator's items, which have their estimate bar). Focused fields and the menu sheet hide it in app.css.
 */
export function enhanceActionBar() {
  const bar = document.querySelector<HTMLElement>("[data-action-bar]");
  if (!bar) return;
  const targets = [document.querySelector("main > :first-child"), ...document.querySelectorAll("[data-hides-action-bar]")];
  const onScreen = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    bar.dataset.shown = String(onScreen.size === 0);
  });
  for (const target of targets) if (target) observer.observe(target);
  if (!targets.some(Boolean)) bar.dataset.shown = "true";
}
