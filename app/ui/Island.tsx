import type { ComponentType } from "react";
import { MessagesProvider, useIslandMessages } from "~/i18n/messages";
import { usePageData } from "~/page-context/page-data";

/**
 * The widgets that may hydrate, by name: empty here and filled in by the island registry
 * (app/site-script/island-registry.ts, which augments it), so the kit names no widget and the registry, at the top,
 * still checks every `<Island name>` and its props.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RegisteredIslands {}

export type IslandName = keyof RegisteredIslands & string;
export type IslandProps<N extends IslandName> = RegisteredIslands[N] extends () => Promise<(props: infer P) => unknown> ? P : never;

/**
 * When an island hydrates: `visible` as it comes near the viewport; `interaction` on the first pointer, touch or
 * focus inside it. Both hydrate on interaction.
 */
export type IslandLoad = "visible" | "interaction";

interface Props<N extends IslandName> {
  name: N;
  /** The widget itself, rendered into the HTML here; the browser loads the same component by `name`. */
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  load: IslandLoad;
  className?: string;
}

/**
 * A widget rendered into the page's HTML and hydrated on its own in the browser (app/site-script/hydrate.ts). Its
 * props and the page data travel as JSON attributes, so the browser renders exactly what the server did. Its messages
 * are the share the browser loads for it (app/i18n/messages.ts), so a text missing there fails here, on the server.
 * Inside, ids come from props, never `useId` (an island's tree is not the page's tree).
 */
export function Island<N extends IslandName>({ name, component: Component, props, load, className = "contents" }: Props<N>) {
  const pageData = usePageData();
  const messages = useIslandMessages(name);
  const Widget = Component as ComponentType<object>;
  const widget = <Widget {...(props as object)} />;
  return (
    <div data-island={name} data-load={load} data-props={JSON.stringify(props)} data-page={JSON.stringify(pageData)} className={className}>
      {messages ? <MessagesProvider i18n={messages}>{widget}</MessagesProvider> : widget}
    </div>
  );
}
