import { islandMessages } from "virtual:island-messages";
import { localeOfPath } from "~/i18n/locale";
import type { IslandName } from "~/ui/Island";
import { islandCompanions, islandLoaders } from "./island-registry";

// The browser half of app/ui/Island.tsx: find the page's islands and hydrate each when it is reached or used.
// React, React DOM, the widget's code and its own messages in the page's language load only then; until that moment
// the widget is plain HTML (links and forms that post work), and a button pressed early is pressed again once its
// widget is live.

const NEAR_VIEWPORT = "200px";
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

/** Resolves once the next frame has painted. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** The position of `element` among the island's elements, to find the same one after hydration. */
function indexIn(island: HTMLElement, element: Element): number {
  return [...island.querySelectorAll("*")].indexOf(element);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Typed {
  field: TextField;
  value: string;
  /** The HTML's own value, before the visitor typed. */
  initial: string;
}

/** What the visitor typed into the island's fields (or a stepper stepped) while its code loaded. */
function typedSoFar(island: HTMLElement): Typed[] {
  const fields = island.querySelectorAll<TextField>("input:not([type=checkbox], [type=radio], [type=hidden], [type=file]), textarea");
  return [...fields]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value, initial: field.defaultValue }));
}

/**
 * The typing handed to the live widget. React hydrates a field keeping the value it finds, but its state never saw
 * the typing (a chat message would send empty) and its first render puts the state back: typed again here, as the
 * input event React reads. Not a field typed into while React hydrated: React has that typing already.
 */
function handOver(typed: Typed[]) {
  for (const { field, value, initial } of typed) {
    if (field.value !== value && field.value !== initial) continue;
    // Through React's value tracker, a value other than the typed one, so that the typed one reads as a change.
    field.value = `${value}\u0000`;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")!.set!.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * A stepper's button (`data-step="1"` or `"-1"`, in a group with its number field) pressed before its widget is live:
 * the field stepped within its bounds, and the step returned to be handed to React. Null for any other button.
 */
function stepNatively(button: Element): Typed | null {
  const step = Number(button.getAttribute("data-step"));
  const field = button.closest("[role=group]")?.querySelector<HTMLInputElement>("input[type=number]");
  if (!step || !field) return null;
  const initial = field.value;
  if (step > 0) field.stepUp(step);
  else field.stepDown(-step);
  return { field, value: field.value, initial };
}

/**
 * A tab pressed before its widget is live, in a tab list whose tabs each control a panel of their own in the HTML:
 * the tab selected and its panel shown at once, the others hidden. The widget styles its tabs by `aria-selected`, and
 * the press is replayed once live so that its state follows. False for any other control.
 */
function selectTabNatively(control: Element): boolean {
  const tabs = [...(control.closest("[role=tablist]")?.querySelectorAll("[role=tab]") ?? [])];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));
  if (control.getAttribute("role") !== "tab" || panels.some((panel) => !panel) || new Set(panels).size !== tabs.length) return false;
  tabs.forEach((tab, index) => {
    const selected = tab === control;
    tab.setAttribute("aria-selected", String(selected));
    tab.setAttribute("tabindex", selected ? "0" : "-1");
    panels[index]!.hidden = !selected;
  });
  return true;
}

/**
 * A form's Send pressed before its widget is live: the fields the browser itself finds invalid (`required`, `type`)
 * marked and the first focused at once; the press is replayed once live and the form's own check answers in full. Its
 * rules include the browser's (a required field is required in the schema, an email is checked as one), so it marks
 * these fields too and clears each mark as React's own.
 */
function markInvalidNatively(button: Element) {
  const form = button instanceof HTMLButtonElement && button.type === "submit" ? button.form : null;
  if (!form) return;
  const invalid = [...form.elements].filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement && "validity" in element && !(element as HTMLInputElement).validity.valid,
  );
  for (const field of invalid) field.setAttribute("aria-invalid", "true");
  // Focus follows once the marks have painted: on a slow phone, moving focus into the home page's form costs
  // hundreds of milliseconds of layout (decision 165), which would otherwise hold the marks back.
  const first = invalid[0];
  if (first) void afterNextFrame().then(() => first.focus());
}

/** Resolved when no tap is under way: its click done, the pointer gone elsewhere, or a second after it went down. */
let tapDone: Promise<void> = Promise.resolve();

/**
 * React's first render of an island is one long task. Started while a tap is under way (the pointer that started the
 * island is still down), it would hold the tap's own answer (a dialog opened by command, a tab, a stepped figure)
 * until it ends: the render waits for the click instead.
 */
function followTaps() {
  addEventListener(
    "pointerdown",
    () => {
      tapDone = new Promise((resolve) => {
        const ends = ["click", "pointercancel"] as const;
        const done = () => {
          for (const type of ends) removeEventListener(type, done, true);
          removeEventListener("pointerup", lifted, true);
          clearTimeout(timer);
          resolve();
        };
        // A pointer lifted with no click (moved off its target): done shortly after.
        const lifted = () => setTimeout(done, 100);
        const timer = setTimeout(done, 1000);
        for (const type of ends) addEventListener(type, done, true);
        addEventListener("pointerup", lifted, true);
      });
    },
    { capture: true, passive: true },
  );
}

/** Resolves once no tap is under way and the frame after it has painted. */
async function afterTap() {
  await tapDone;
  await afterNextFrame();
}

async function hydrate(island: HTMLElement) {
  const name = island.dataset.island;
  if (!isIslandName(name) || island.dataset.state) return;
  island.dataset.state = "loading";
  island.setAttribute("aria-busy", "true");
  // What the visitor does while the code loads: a button pressed, a key for a control that is not a text field (arrows
  // in a tab list, Enter or Space on a button). Held, and done again, in order, once the widget is live.
  const held: { index: number; replay: (element: HTMLElement) => void }[] = [];
  // Steppers stepped natively up to the moment React has committed: a hydration in slices lets a tap in between, and a
  // field React had hydrated already would be put back to its state at the next render unless the step is handed over.
  const stepped: Typed[] = [];
  // React listens on the island from the moment hydration starts and replays early events itself: stopping the
  // event here keeps it to one replay (ours), not two.
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const holdClick = (event: MouseEvent) => {
    // Not a button that works by invoker command (`commandfor`): the browser runs it without us.
    const button = event.target instanceof Element ? event.target.closest("button:not([commandfor]), [role='tab']") : null;
    if (!button || !island.contains(button)) return;
    hold(event);
    // A stepper's answer is the figure beside it: changed now, and handed to React with what was typed.
    const step = stepNatively(button);
    if (step) return void stepped.push(step);
    if (!selectTabNatively(button)) markInvalidNatively(button);
    held.push({ index: indexIn(island, button), replay: (element) => element.click() });
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    // Tab moves focus and Escape closes a dialog, natively; a command button works without us too.
    if (
      !target ||
      event.key === "Tab" ||
      event.key === "Escape" ||
      target.matches("input, textarea, select, [contenteditable], [commandfor]")
    )
      return;
    hold(event);
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    held.push({ index: indexIn(island, target), replay: (element) => element.dispatchEvent(new KeyboardEvent("keydown", init)) });
  };
  island.addEventListener("click", holdClick, true);
  island.addEventListener("keydown", holdKey, true);
  try {
    // The tap that started the island answers first (a dialog opened by command, a stepped figure): the props' parse
    // and the imports wait for its click and the frame after it. Waiting for a frame alone let them in between a
    // finger's down and up, where their 90 ms on a slow phone held the click (decision 172). The pause of one task
    // lets the pointerdown that follows this pointerover, in the same input, start the tap.
    await new Promise((resolve) => setTimeout(resolve));
    await afterTap();
    // Only a head start: the widget imports it again where it needs it, and reports a failure there.
    islandCompanions[name]?.().catch(() => undefined);
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
    await afterTap();
    const typed = typedSoFar(island);
    await new Promise<void>((resolve) => {
      // Resolves once React has committed the hydrated tree.
      const Committed = () => {
        React.useEffect(resolve, []);
        return null;
      };
      const start = () => {
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
      };
      // A widget started by scrolling near it, not by a tap, hydrates in slices (a transition), so that a tap arriving
      // meanwhile (the configurator's "+") is answered between two of them, natively, and handed over once committed:
      // in one piece, its render held the tap for the whole of it on a slow phone (decision 167).
      if (island.dataset.load === "visible") React.startTransition(start);
      else start();
    });
    island.dataset.state = "live";
    handOver([...typed, ...stepped]);
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
  followTaps();
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
