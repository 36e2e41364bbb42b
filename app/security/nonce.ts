import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered response, for React Router's inline scripts. Empty when prerendering. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
