/**
 * The checker's steps without waiting for the line (decisions 165 and 171). Once an answer is chosen, the page that
 * Continue leads to is fetched, and the page's speculation rules (app/shell/SpeculationRules.tsx) prerender it too:
 * a `data-prerender` link kept out of sight, its address following the answers. On Continue, a fetched question
 * takes the place of the page's main content at once, with the page's address, title and language links, and focus
 * on its first choice; anything else (a result, whose quote form is a widget of its own, or a fetch not done or
 * failed) loads as a page, as it does without JavaScript. Back and Forward between steps shown so reload the step.
 */
export function enhanceChecker() {
  const form = document.querySelector<HTMLFormElement>("form[data-prerender-next]");
  if (!form) return;
  // Back or Forward to a step shown in place: the server's own page of it. Not a jump within the page (the skip link).
  addEventListener("popstate", (event) => (event.state as { checkerStep?: boolean } | null)?.checkerStep && location.reload());
  watchSteps(form);
}

/** A step's page, fetched: its document, or null where it cannot be shown in place. */
type FetchedStep = Promise<{ url: string; page: Document } | null>;

function fetchStep(href: string): FetchedStep {
  return fetch(href, { credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok || !response.headers.get("content-type")?.startsWith("text/html")) return null;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      // Only another question: a result carries widgets that the page's islands would have to start.
      return page.querySelector("main form[data-prerender-next]") && !page.querySelector("main [data-island]")
        ? { url: response.url, page }
        : null;
    })
    .catch(() => null);
}

function watchSteps(form: HTMLFormElement) {
  const next = document.createElement("a");
  // Rendered (Chromium passes over links that are not), but neither seen nor reached: no text, no tab stop, no name.
  next.className = "sr-only";
  next.tabIndex = -1;
  next.setAttribute("aria-hidden", "true");
  next.setAttribute("data-prerender", "");
  let fetched: { href: string; step: FetchedStep } | null = null;
  const nextHref = () => {
    const params = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    return `${new URL(form.action).pathname}?${params}`;
  };
  const prepareNext = () => {
    if (form.matches(":invalid")) return next.remove();
    const href = nextHref();
    next.href = href;
    form.append(next);
    // The result loads as a page (its prerender serves it): only a question is fetched to be shown in place.
    const question = new URL(next.href).searchParams.get("step") !== "result";
    if (question && fetched?.href !== href) fetched = { href, step: fetchStep(href) };
  };
  form.addEventListener("change", prepareNext);
  form.addEventListener("submit", (event) => {
    const href = nextHref();
    if (fetched?.href !== href || event.defaultPrevented) return;
    event.preventDefault();
    void fetched.step.then((step) => (step ? showStep(step.url, step.page) : location.assign(href)));
  });
  // A step whose answers are optional (the areas) or already given (come back to): its next page at once.
  prepareNext();
}

/** The fetched step in place of this one, as its own page load would show it. */
function showStep(url: string, page: Document) {
  document.querySelector("main")!.replaceWith(document.adoptNode(page.querySelector("main")!));
  document.title = page.title;
  const links = page.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]");
  document.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]").forEach((link, index) => {
    if (links[index]) link.href = links[index].getAttribute("href")!;
  });
  // The step left is marked too, so that Back to it reloads it.
  history.replaceState({ checkerStep: true }, "");
  history.pushState({ checkerStep: true }, "", url);
  scrollTo(0, 0);
  const form = document.querySelector<HTMLFormElement>("main form[data-prerender-next]")!;
  form.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus({ preventScroll: true });
  watchSteps(form);
}
