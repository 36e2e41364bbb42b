import { useSyncExternalStore } from "react";

// The page's query string as React state, without a router. The HTML is rendered without it (prerendered pages
// have none), so it is "" while hydrating and the URL's own once live.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function useUrlQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/** Replaces the query in place (no history entry, no scroll) and tells every reader. */
export function replaceUrlQuery(params: URLSearchParams) {
  const query = params.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
  for (const listener of listeners) listener();
}
