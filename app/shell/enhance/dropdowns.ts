/**
 * The desktop menus are native popovers (open, light dismiss, Escape and focus return need no script). This keeps
 * `aria-expanded` on each menu button true to its popover for assistive technology that does not infer it.
 */
export function enhanceDropdowns() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[popovertarget][data-dropdown]")) {
    const panel = document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!panel) continue;
    button.setAttribute("aria-expanded", "false");
    // `beforetoggle` fires as the state changes (`toggle` comes a task later).
    panel.addEventListener("beforetoggle", (event) => {
      button.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
    });
  }
}
