import { createContext, useContext } from "react";

/** The id of the request being rendered (X-Request-Id), so an error page can show it. None in the browser. */
export const RequestIdContext = createContext<string | undefined>(undefined);

export function useRequestId(): string | undefined {
  return useContext(RequestIdContext);
}
