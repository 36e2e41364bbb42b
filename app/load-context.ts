// What server/app.ts hands every loader and action besides the request.
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address as Express sees it (honouring TRUST_PROXY); hash it before storing. */
    clientAddress: string;
    /** Names this request in the log and on the error page (X-Request-Id). */
    requestId: string;
  }
}

export {};
