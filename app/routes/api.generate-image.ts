import { imageEndpoint } from "~/images/endpoint.server";
import type { Route } from "./+types/api.generate-image";

// POST /api/generate-image (see app/images/endpoint.server.ts). The provider key stays on the server.

export function action({ request, context }: Route.ActionArgs) {
  return imageEndpoint().handle(request, context.clientAddress);
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
