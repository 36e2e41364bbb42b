import { islandMessages } from "virtual:island-messages";
import { localeOfPath } from "~/i18n/locale";
import type { IslandName } from "~/ui/Island";
import { islandLoaders } from "./island-registry";

// The browser half of app/ui/Island.tsx: find the page's islands and hydrate each when it is reached or used.
// React, React DOM, the widget's code and its own messages in the page's language load only then; until that moment
// the widget is plain HTML (links and forms that post work), and a button pressed early is pressed again once its
// widget is live.

const NEAR_VIEWPORT = "200px";
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** The position of `element` among the island's elements, to find the same one after hydration. */
function indexIn(island: HTMLElement, element: Element): number {
  return [...island.querySelectorAll("*")].indexOf(element);
}

async function hydrate(island: HTMLElement) {
  const name = island.dataset.island;
  if (!isIslandName(name) || island.dataset.state) return;
  island.dataset.state = "loading";
  island.setAttribute("aria-busy", "true");
  // What the visitor does while the code loads: a button pressed, a key for a control that is not a text field (arrows
  // in a tab list, Enter or Space on a button). Held, and done again, in order, once the widget is live.
  const held: { index: number; replay: (element: HTMLElement) => void }[] = [];
  // React listens on the island from the moment hydration starts and replays early events itself: stopping the
  // event here keeps it to one replay (ours), not two.
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button, [role='tab']") : null;
    if (!button || !island.contains(button)) return;
    hold(event);
    held.push({ index: indexIn(island, button), replay: (element) => element.click() });
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || event.key === "Tab" || target.matches("input, textarea, select, [contenteditable]")) return;
    hold(event);
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    held.push({ index: indexIn(island, target), replay: (element) => element.dispatchEvent(new KeyboardEvent("keydown", init)) });
  };
  island.addEventListener("click", holdClick, true);
  island.addEventListener("keydown", holdKey, true);
  try {
    const props = JSON.parse(island.dataset.props ?? "{}") as object;
    const pageData = JSON.parse(island.dataset.page ?? "{}") as { pathname?: string };
    const locale = localeOfPath(pageData.pathname ?? "/");
    const [Component, React, ReactDOM, { PageDataContext }, { createMessages, MessagesProvider }, { default: messages }] =
      await Promise.all([
        islandLoaders[name](),
        import("react"),
        import("react-dom/client"),
        import("~/page-context/page-data"),
        import("~/i18n/messages"),
        // The same share of the catalogue the server rendered the island with (scripts/vite/island-messages.ts).
        islandMessages[name]![locale]!(),
      ]);
    await new Promise<void>((resolve) => {
      // Resolves once React has committed the hydrated tree.
      const Committed = () => {
        React.useEffect(resolve, []);
        return null;
      };
      ReactDOM.hydrateRoot(
        island,
        React.createElement(
          MessagesProvider,
          { i18n: createMessages(locale, messages) },
          React.createElement(
            PageDataContext.Provider,
            { value: pageData as never },
            React.createElement(Component as never, props),
            React.createElement(Committed),
          ),
        ),
      );
    });
    island.dataset.state = "live";
  } catch (error) {
    island.dataset.state = "failed";
    console.error(`[islands] ${name} could not start`, error);
  } finally {
    island.removeEventListener("click", holdClick, true);
    island.removeEventListener("keydown", holdKey, true);
    island.removeAttribute("aria-busy");
  }
  for (const { index, replay } of held) {
    const element = island.querySelectorAll<HTMLElement>("*")[index];
    if (element) replay(element);
  }
}

export function startIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  if (islands.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>("[data-island]");
        if (island) void hydrate(island);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const island of islands) {
    // The island's own box is `display: contents` (no box to intersect): watch what it draws.
    if (island.dataset.load === "visible") observer.observe(island.firstElementChild ?? island);
    const start = () => {
      for (const type of INTERACTION_EVENTS) island.removeEventListener(type, start);
      void hydrate(island);
    };
    for (const type of INTERACTION_EVENTS) island.addEventListener(type, start, { passive: true });
  }
}
