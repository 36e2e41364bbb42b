import { useRef, type KeyboardEvent } from "react";

/**
 * Keyboard support of a tablist with automatic activation (WAI-ARIA tabs pattern): arrow keys move to and select
 * the previous or next tab, Home and End the first and last. Tabs outside the selected one are out of the tab order.
 * Right to left, the next tab is on the left, so ArrowLeft moves forward there.
 */
export function useTabKeyboard(count: number, selectedIndex: number, onSelect: (index: number) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rightToLeft ? "ArrowLeft" : "ArrowRight";
    const backward = rightToLeft ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward || event.key === "ArrowDown"
        ? (selectedIndex + 1) % count
        : event.key === backward || event.key === "ArrowUp"
          ? (selectedIndex - 1 + count) % count
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const tabRef = (index: number) => (element: HTMLElement | null) => {
    tabs.current[index] = element;
  };
  return { onKeyDown, tabRef };
}
