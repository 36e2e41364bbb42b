import { useEffect, useState, useSyncExternalStore } from "react";
import { imagesRuntime, loadImagesRuntime, SlotGenerator, subscribeImagesRuntime, type SlotState } from "~/images/browser/runtime";
import { hasImagesFlag } from "~/images/flag";
import { useT } from "~/i18n/messages";
import type { ImagesRuntimeState } from "~/images/prompt";

// React's view of one slot's state machine (app/images/browser/runtime.ts, shared with the content pages' script).

const OFF: ImagesRuntimeState = { enabled: false, cached: {} };
const serverRuntime = () => OFF;

export interface GeneratedImageState extends SlotState {
  /** The running server generates images: show the button. False on the server and while hydrating. */
  enabled: boolean;
  generate: () => Promise<void>;
  dropImage: () => void;
}

export function useGeneratedImage({ slot, initialSrc, autoGenerate }: { slot: string; initialSrc?: string; autoGenerate: boolean }) {
  const t = useT();
  const [generator] = useState(() => new SlotGenerator(slot, t("images.failed"), initialSrc));
  const state = useSyncExternalStore(generator.subscribe, generator.state, generator.state);
  const runtime = useSyncExternalStore(subscribeImagesRuntime, imagesRuntime, serverRuntime);

  // Only in the browser, once hydrated, and only where the running server set its flag: it decides, not the build.
  useEffect(() => {
    if (hasImagesFlag(document.cookie)) void loadImagesRuntime();
  }, []);
  useEffect(() => {
    const cached = runtime.cached[slot];
    if (cached) generator.showCached(cached);
    if (autoGenerate) generator.autoGenerate();
  }, [runtime, slot, autoGenerate, generator]);

  return { ...state, enabled: runtime.enabled, generate: generator.generate, dropImage: generator.dropImage } satisfies GeneratedImageState;
}
