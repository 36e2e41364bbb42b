/**
 * The gallery's photos open in modal `<dialog>`s by invoker commands (`commandfor`), light-dismissed with
 * `closedby="any"` (app/gallery/GalleryPage.tsx). For browsers without the commands, this opens and closes them.
 */
export function enhanceGalleryDialogs() {
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-gallery-dialog]")) {
    for (const button of document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`))
      button.addEventListener("click", () => (button.getAttribute("command") === "show-modal" ? dialog.showModal() : dialog.close()));
    dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
  }
}
