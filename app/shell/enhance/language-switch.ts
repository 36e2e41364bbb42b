/** The language switch keeps what the visitor chose on the page (its query string): same page, same choices. */
export function enhanceLanguageSwitch() {
  if (!location.search) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]")) {
    link.search = location.search;
  }
}
