/** What the chat button keeps clear of: bars fixed or stuck at the foot of the screen (docs/decisions/151). */
const BOTTOM_BARS = "[data-action-bar], [data-bottom-bar]";
/** Room between the button and a bar under it, in CSS pixels. */
const GAP = 8;

/**
 * The chat (ChatWidget.tsx) without React: the button lifts above whichever bottom bar it would cover, measured on
 * each frame the page scrolls, resizes or changes (`--chat-lift`), and on every frame while a bar slides in or out,
 * so that it rises with the bar rather than after it; and for browsers without invoker commands, the
 * button opens the panel and its close button and a click outside close it.
 */
export function enhanceChat() {
  const launcher = document.querySelector<HTMLButtonElement>("button[data-chat-launcher]");
  const panel = launcher && document.getElementById(launcher.getAttribute("commandfor") ?? "");
  if (!launcher || !(panel instanceof HTMLDialogElement)) return;
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    launcher.addEventListener("click", () => panel.showModal());
    for (const button of panel.querySelectorAll<HTMLButtonElement>(`button[commandfor="${panel.id}"]`))
      button.addEventListener("click", () => panel.close());
    panel.addEventListener("click", (event) => event.target === panel && panel.close());
  }

  let frame = 0;
  // The lift applied, in CSS pixels; null until the first placement, while the stylesheet's fallback applies.
  let lift: number | null = null;
  const place = () => {
    frame = 0;
    if (lift === null) launcher.style.setProperty("--chat-lift", `${(lift = 0)}px`);
    // Read before any write, and without transforms (offset*, not the box on screen): the layout is then the frame's
    // own, already done, and reading it costs nothing. Writing the lift first and reading after forced a layout of the
    // whole page on every frame of a scroll, most of the main thread on a slow phone while a widget hydrated.
    const height = launcher.offsetHeight;
    const left = launcher.offsetLeft;
    const right = left + launcher.offsetWidth;
    let bottom = launcher.offsetTop + lift + height;
    let top = bottom - height;
    const resting = bottom;
    const elements = [...document.querySelectorAll<HTMLElement>(BOTTOM_BARS)];
    const bars = elements
      .filter((bar) => getComputedStyle(bar).visibility !== "hidden")
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.width > 0 && bar.left < right && bar.right > left)
      .sort((a, b) => b.top - a.top);
    // From the lowest bar up: above one, the button may meet the next (the estimate bar over the action bar).
    for (const bar of bars) {
      if (bar.top >= bottom + GAP || bar.bottom <= top) continue;
      bottom = bar.top - GAP;
      top = bottom - height;
    }
    const sliding = elements.some((bar) =>
      bar.getAnimations().some((motion) => motion instanceof CSSTransition && motion.playState === "running"),
    );
    const next = Math.round(resting - bottom);
    if (next !== lift) launcher.style.setProperty("--chat-lift", `${(lift = next)}px`);
    if (sliding) schedule();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  document.addEventListener("transitionend", schedule);
  // Not placed as the page loads: no bar is shown before the first scroll (the action bar shows from it, the estimate
  // bar sits far down), and a placement then would add a style and layout to the page's first tasks.
  new MutationObserver(schedule).observe(document.body, { subtree: true, childList: true, attributeFilter: ["data-shown"] });
}
