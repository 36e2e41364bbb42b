import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { ActionFunction, ActionFunctionArgs, AppLoadContext, ServerBuild } from "react-router";

// `POST /api/leads/:form`, the lead forms' JSON endpoint (docs/decisions/055), is the one action visitors call
// at volume. Express hands it straight to its route module's action, which stays in React Router's route table:
// same module, schemas, stamp, rate limits and answers, without the router's request handling (decision 070).

const ROUTE_ID = "routes/api.leads.$form";
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

export function leadEndpoint(build: ServerBuild, context: (req: ExpressRequest) => AppLoadContext): RequestHandler {
  const action = build.routes[ROUTE_ID]?.module.action as ActionFunction | undefined;
  if (!action) throw new Error(`${ROUTE_ID} has no action in the server build`);
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
      const args: ActionFunctionArgs = { request, url: new URL(request.url), pattern: LEAD_ENDPOINT, params, context: loadContext };
      response = (await action(args)) as Response;
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
