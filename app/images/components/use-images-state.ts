import { useRouteLoaderData } from "react-router";
import type { ImagesClientState } from "~/images/prompt";

const OFF: ImagesClientState = { enabled: false, cached: {} };

/** The root loader's image facts; generation off (and nothing cached) if the root loader failed. */
export function useImagesState(): ImagesClientState {
  return useRouteLoaderData<{ images?: ImagesClientState }>("root")?.images ?? OFF;
}
