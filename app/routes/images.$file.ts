import { readImageConfig } from "~/images/config.server";
import { contentTypeOf, createImageStore } from "~/images/store.server";
import type { Route } from "./+types/images.$file";

// Generated images from DATA_DIR. Their names are content hashes, so a name always means the same
// bytes: browsers and proxies may keep them for a year.

export async function loader({ params }: Route.LoaderArgs) {
  const bytes = await createImageStore(readImageConfig().dataDir).read(params.file);
  if (!bytes)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(bytes, {
    headers: {
      "Content-Type": contentTypeOf(params.file),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
