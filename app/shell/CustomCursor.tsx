import { useEffect, useRef } from "react";

const INTERACTIVE = "a, button, input, select, textarea, summary, label, [role='button']";
const ENABLED_QUERY = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)";

/** A ring that follows the pointer and grows over interactive elements. Decorative: the system cursor stays. */
export function CustomCursor() {
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ringRef.current;
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
    return () => {
      media.removeEventListener("change", sync);
      window.removeEventListener("pointermove", move);
      document.documentElement.removeEventListener("pointerleave", hide);
    };
  }, []);

  return (
    <div
      ref={ringRef}
      hidden
      aria-hidden="true"
      data-testid="custom-cursor"
      className="pointer-events-none fixed start-0 top-0 z-[60] -ms-4 -mt-4 size-8 rounded-full border-2 border-accent-500/70 transition-[width,height,margin] duration-150 data-[enlarged=true]:-ms-6 data-[enlarged=true]:-mt-6 data-[enlarged=true]:size-12 data-[enlarged=true]:bg-accent-500/10"
    />
  );
}
