import { setupI18n, type I18n } from "@lingui/core";
import { islandMessages } from "virtual:island-messages";
import { intlLocale, localeOfPath } from "~/i18n/locale";
import { ICON_ATTRIBUTES, isCompact, SLOT_ICONS, slotClasses, type SlotIconName } from "../components/slot-parts";
import { BROKEN_MARK } from "./broken-images";
import { loadImagesRuntime, SlotGenerator, type SlotState } from "./runtime";

// Generation on content pages, without React: the site script imports this only when the server's flag cookie is
// set and the page has image slots. It asks the server once (GET /api/images) and, if it generates, gives each
// server-rendered slot outside an island (islands draw their own with React) its button, overlay and error line,
// and shows images generated after the page was built. Its messages in the page's language come as an island's do
// (vite.config.ts names it to the island-messages plugin), read through Lingui's core without React.

const SVG = "http://www.w3.org/2000/svg";

function icon(name: SlotIconName, className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  for (const [attribute, value] of Object.entries(ICON_ATTRIBUTES)) svg.setAttribute(attribute, value);
  svg.setAttribute("class", className);
  for (const d of SLOT_ICONS[name]) svg.appendChild(document.createElementNS(SVG, "path")).setAttribute("d", d);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.className = className;
  for (const [attribute, value] of Object.entries(attributes)) node.setAttribute(attribute, value);
  return node;
}

function enhanceSlot(wrapper: HTMLElement, cachedSrc: string | undefined, messages: I18n) {
  const box = wrapper.firstElementChild;
  // The server draws the artwork first, and an image (generated, or a fallback) over it.
  const artwork = box?.querySelector("svg[role=img]");
  if (!(box instanceof HTMLElement) || !artwork) return;
  const alt = artwork.getAttribute("aria-label") ?? "";
  const width = Number(artwork.getAttribute("width"));
  const height = Number(artwork.getAttribute("height"));
  const compact = isCompact(width, height);
  // A generated image that already failed to load on this page is not shown again.
  const initialSrc = wrapper.dataset[BROKEN_MARK] === undefined ? cachedSrc : undefined;
  const generator = new SlotGenerator(wrapper.dataset.imageSlot ?? "", messages._("images.failed"), initialSrc);

  const served = box.querySelector("img");
  const image =
    served && initialSrc && served.getAttribute("src") === initialSrc
      ? served
      : element("img", slotClasses.image, { alt, width: String(width), height: String(height), decoding: "async" });
  image.addEventListener("error", generator.dropImage);
  const overlay = element("div", slotClasses.overlay(compact), { role: "status" });
  overlay.append(icon("loading", slotClasses.spinner), messages._("images.generating"));
  const button = element("button", slotClasses.button(compact), { type: "button" });
  button.addEventListener("click", () => void generator.generate());
  const error = element("p", slotClasses.error, { role: "alert" });

  let shownIcon: boolean | undefined;
  const render = ({ src, generating, made, error: message }: SlotState) => {
    // The generated image covers what the server drew (artwork or fallback), which shows again if it fails to load.
    if (src && image.getAttribute("src") !== src) image.src = src;
    if (src && image.parentNode !== box) box.insertBefore(image, button);
    if (!src) image.remove();
    if (src || box.querySelector("img")) artwork.setAttribute("aria-hidden", "true");
    else artwork.removeAttribute("aria-hidden");
    if (generating && overlay.parentNode !== box) box.insertBefore(overlay, button);
    if (!generating) overlay.remove();

    const label = made ? messages._("images.regenerate") : messages._("images.generate");
    button.setAttribute("aria-label", made ? messages._("images.regenerateLabel", { alt }) : messages._("images.generateLabel", { alt }));
    // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-generation.
    button.setAttribute("aria-disabled", String(generating));
    if (shownIcon !== made) {
      shownIcon = made;
      button.replaceChildren(icon(made ? "regenerate" : "generate", slotClasses.buttonIcon), ...(compact ? [] : [label]));
      if (compact) button.title = label;
    }
    error.textContent = message ?? "";
    if (message) box.after(error);
    else error.remove();
  };

  box.append(button);
  generator.subscribe(() => render(generator.state()));
  render(generator.state());
  if (wrapper.dataset.autoGenerate !== undefined) generator.autoGenerate();
}

export async function enhanceImageSlots() {
  const runtime = await loadImagesRuntime();
  if (!runtime.enabled) return;
  const locale = localeOfPath(location.pathname);
  const { default: compiled } = await islandMessages.imageSlots![locale]!();
  // As createMessages (app/i18n/messages.ts) builds it, without that module's React.
  const messages = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: compiled } });
  for (const wrapper of document.querySelectorAll<HTMLElement>("[data-image-slot]")) {
    if (wrapper.closest("[data-island]")) continue;
    enhanceSlot(wrapper, runtime.cached[wrapper.dataset.imageSlot ?? ""], messages);
  }
}
