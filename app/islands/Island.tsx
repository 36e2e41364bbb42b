import type { ComponentType } from "react";
import { usePageData } from "./page-data";
import type { IslandLoad, IslandName, IslandProps } from "./registry";

interface Props<N extends IslandName> {
  name: N;
  /** The widget itself, rendered into the HTML here; the browser loads the same component by `name`. */
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  load: IslandLoad;
  className?: string;
}

/**
 * A widget rendered into the page's HTML and hydrated on its own in the browser (app/islands/hydrate.ts). Its
 * props and the page data travel as JSON attributes, so the browser renders exactly what the server did. Inside,
 * ids come from props, never `useId` (an island's tree is not the page's tree).
 */
export function Island<N extends IslandName>({ name, component: Component, props, load, className = "contents" }: Props<N>) {
  const pageData = usePageData();
  const Widget = Component as ComponentType<object>;
  return (
    <div data-island={name} data-load={load} data-props={JSON.stringify(props)} data-page={JSON.stringify(pageData)} className={className}>
      <Widget {...(props as object)} />
    </div>
  );
}
