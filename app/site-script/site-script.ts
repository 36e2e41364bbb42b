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
// First: the landing page and its referrer, before anything can fail.
rememberLanding();
attachAttribution();
enhanceHeader();
enhanceDropdowns();
enhanceMobileMenu();
enhanceCursor();
enhanceLoadingScreen();
enhanceActionBar();
enhanceLanguageSwitch();
enhanceGalleryDialogs();
enhanceChat();
enhanceChecker();
if (document.querySelector("[data-not-found]")) {
  console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
startIslands();
dropBrokenImages();
// Image generation: only where the running server generates (its flag cookie) and the page has image slots.
if (hasImagesFlag(document.cookie) && document.querySelector("[data-image-slot]")) {
  void import("~/images/browser/enhance").then((module) => module.enhanceImageSlots());
}
