/**
 * The checker's steps without waiting for the line (decision 165): once an answer is chosen, the page that Continue
 * leads to is prerendered, so that on a slow phone the next question shows at once. The page's speculation rules
 * (app/shell/SpeculationRules.tsx) prerender a `data-prerender` link kept out of sight; its address follows the
 * answers, so only the page of the current ones is prerendered. A browser without prerendering, or asked to save
 * data, ignores it and the form posts as before.
 */
export function enhanceChecker() {
  const form = document.querySelector<HTMLFormElement>("form[data-prerender-next]");
  if (!form) return;
  const next = document.createElement("a");
  // Rendered (Chromium passes over links that are not), but neither seen nor reached: no text, no tab stop, no name.
  next.className = "sr-only";
  next.tabIndex = -1;
  next.setAttribute("aria-hidden", "true");
  next.setAttribute("data-prerender", "");
  const prerenderNext = () => {
    if (form.matches(":invalid")) return next.remove();
    const params = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    next.href = `${new URL(form.action).pathname}?${params}`;
    form.append(next);
  };
  form.addEventListener("change", prerenderNext);
  // A step whose answers are optional (the areas) or already given (come back to): its next page at once.
  prerenderNext();
}
