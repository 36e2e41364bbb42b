import { useSyncExternalStore } from "react";

// The page's query string as React state, without a router. The HTML is rendered without it (prerendered pages
// have none), so it is "" while hydrating and the URL's own once live.

const listeners = new Set<() => void>();

/**
 * A query the page already shows but the address bar does not yet: `history.replaceState` costs milliseconds on a
 * phone, so it runs once the answer to a tap has painted, for the latest of the taps before it (decision 166).
 */
let pending: string | undefined;

/** The query the page shows: `?a=1&b=2`, or "". */
export const currentUrlQuery = () => pending ?? window.location.search;

function subscribe(listener: () => void) {
  // Back or forward: the address bar's query is the page's again.
  const moved = () => {
    pending = undefined;
    listener();
  };
  listeners.add(listener);
  window.addEventListener("popstate", moved);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", moved);
  };
}

export function useUrlQuery(): string {
  return useSyncExternalStore(subscribe, currentUrlQuery, () => "");
}

/** Replaces the query in place (no history entry, no scroll) and tells every reader; the address bar follows. */
export function replaceUrlQuery(params: URLSearchParams) {
  const query = params.toString();
  const waiting = pending !== undefined;
  pending = query ? `?${query}` : "";
  for (const listener of listeners) listener();
  if (waiting) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (pending === undefined) return;
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${pending}${window.location.hash}`);
      pending = undefined;
    }),
  );
}
