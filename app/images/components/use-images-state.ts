import { usePageData, type ImagesPageState } from "~/page-context/page-data";

/** The site's images generated before the page was rendered (at build time for prerendered pages). */
export function useImagesState(): ImagesPageState {
  return usePageData().images;
}
