import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { leadForms } from "../app/forms/registry.server";
import { postLeadApi } from "../app/leads/lead-api.server";

// `POST /api/leads/:form`, the lead forms' JSON endpoint (docs/decisions/055), is the one action visitors call
// at volume. Express hands it straight to the function its route's action calls (the same module in this one
// bundle: schemas, stamp, rate limits and answers), without the router's request handling (decisions 070, 124).

/** The route pattern, as Express and React Router both write it. */
export const LEAD_ENDPOINT = "/api/leads/:form";

/** The Fetch request the action reads: the visitor's URL (scheme and host as Express sees them) and the body as a stream. */
function fetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers,
    body: createReadableStreamFromReadable(req),
    duplex: "half",
    signal,
  } as RequestInit);
}

/** The endpoint; the build gives only its error hook, so failures are logged as React Router would log them. */
export function leadEndpoint(build: Pick<ServerBuild, "entry">, context: (req: ExpressRequest) => AppLoadContext): RequestHandler {
  const handleError = build.entry.module.handleError;
  return async (req, res) => {
    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    const request = fetchRequest(req, aborted.signal);
    const loadContext = context(req);
    const params = { form: String(req.params.form) };
    let response: Response;
    try {
      response = await postLeadApi(request, loadContext, params.form, leadForms);
    } catch (error) {
      handleError?.(error, { request, params, context: loadContext } as Parameters<NonNullable<typeof handleError>>[1]);
      res.status(500).type("text/plain").send("Unexpected Server Error");
      return;
    }
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
