import { dropBrokenImages } from "~/images/browser/broken-images";
import { hasImagesFlag } from "~/images/flag";
import { startIslands } from "./hydrate";
import { enhanceChat } from "~/chat/enhance";
import { enhanceChecker } from "~/cctv-law/enhance";
import { enhanceActionBar } from "~/shell/enhance/action-bar";
import { enhanceCursor } from "~/shell/enhance/cursor";
import { enhanceDropdowns } from "~/shell/enhance/dropdowns";
import { enhanceHeader } from "~/shell/enhance/header";
import { enhanceLanguageSwitch } from "~/shell/enhance/language-switch";
import { enhanceLoadingScreen } from "~/shell/enhance/loading-screen";
import { enhanceMobileMenu } from "~/shell/enhance/mobile-menu";
import { enhanceGalleryDialogs } from "~/gallery/dialogs";
import { attachAttribution, rememberLanding } from "~/leads/attribution/visit";

// The one script every page loads (a module, so it runs after the page has been parsed and painted). The shell is
// HTML that works without it; this adds the finishing touches and starts the page's islands, if it has any.
// Decision 169: none of it runs in the task that evaluates this module (which also holds the browser's own style and
// layout as the page finishes loading), and it runs in slices of a few milliseconds with a pause for the browser
// between them, so that no one task holds a slow phone's main thread after the first paint. The landing page and its
// referrer come first, before anything can fail; then what a first tap needs; the chat's placement last, so that
// the other steps' changes to the page do not make it measure the page while it loads.
const steps: Array<() => void> = [
  rememberLanding,
  attachAttribution,
  enhanceHeader,
  enhanceMobileMenu,
  enhanceActionBar,
  enhanceLanguageSwitch,
  enhanceDropdowns,
  enhanceChecker,
  startIslands,
  enhanceGalleryDialogs,
  enhanceLoadingScreen,
  enhanceCursor,
  dropBrokenImages,
  logNotFound,
  enhanceImageSlots,
  enhanceChat,
];

function logNotFound() {
  if (document.querySelector("[data-not-found]")) {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }
}

/** Image generation: only where the running server generates (its flag cookie) and the page has image slots. */
function enhanceImageSlots() {
  if (hasImagesFlag(document.cookie) && document.querySelector("[data-image-slot]")) {
    void import("~/images/browser/enhance").then((module) => module.enhanceImageSlots());
  }
}

const SLICE_MS = 4;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve));

async function runInSlices() {
  let sliceStart = performance.now();
  for (const step of steps) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = performance.now();
    }
    step();
  }
}

setTimeout(() => void runInSlices());
