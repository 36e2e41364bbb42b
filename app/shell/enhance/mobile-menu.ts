/**
 * The mobile sheet is a modal `<dialog>` opened and closed by invoker commands (`commandfor`), light-dismissed with
 * `closedby="any"`. This adds what HTML lacks: Tab wraps inside the sheet, and the commands for browsers without them.
 */
export function enhanceMobileMenu() {
  const sheet = document.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]");
  if (!sheet) return;
  sheet.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...sheet.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${sheet.id}"]`)) {
    button.addEventListener("click", () => (button.getAttribute("command") === "show-modal" ? sheet.showModal() : sheet.close()));
  }
  sheet.addEventListener("click", (event) => event.target === sheet && sheet.close());
}
