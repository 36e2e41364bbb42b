const INTERACTIVE = "a, button, input, select, textarea, summary, label, [role='button']";
const ENABLED_QUERY = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)";

/** A ring that follows a fine pointer and grows over interactive elements (SPEC §4). The system cursor stays. */
export function enhanceCursor() {
  const ring = document.querySelector<HTMLElement>("[data-custom-cursor]");
  const media = window.matchMedia(ENABLED_QUERY);
  if (!ring) return;
  const move = (event: PointerEvent) => {
    ring.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
    const target = event.target instanceof Element ? event.target : null;
    ring.dataset.enlarged = String(Boolean(target?.closest(INTERACTIVE)));
    ring.hidden = false;
  };
  const hide = () => (ring.hidden = true);
  const sync = () => {
    hide();
    if (media.matches) {
      window.addEventListener("pointermove", move, { passive: true });
      document.documentElement.addEventListener("pointerleave", hide);
    } else {
      window.removeEventListener("pointermove", move);
      document.documentElement.removeEventListener("pointerleave", hide);
    }
  };
  sync();
  media.addEventListener("change", sync);
}
