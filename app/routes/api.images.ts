import { clearedImagesFlagCookie } from "~/images/flag-cookie.server";
import { imagesRuntimeState } from "~/images/service.server";

// GET /api/images: whether this running server generates images (never the key) and the site's images it has now,
// for pages built before them. Asked only by pages with image slots that received the flag cookie.

export function loader() {
  const state = imagesRuntimeState();
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!state.enabled) headers["Set-Cookie"] = clearedImagesFlagCookie;
  return Response.json(state, { headers });
}
