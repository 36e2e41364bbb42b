import type { ImagesClientState } from "~/images/prompt";
import { usePageData } from "~/islands/page-data";

/** Whether the server generates images, and the site's already generated ones. */
export function useImagesState(): ImagesClientState {
  return usePageData().images;
}
