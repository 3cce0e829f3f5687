import { createContext, type ElementType, use } from "react";
import type { IslandDefinition, JsonValue } from "./define-island";
import { islandRoot } from "./Island.css";

export interface PendingIsland {
  island: IslandDefinition<never>;
  props: object;
}

/** Collects the islands of the page being prerendered (see `render.tsx`). */
export const IslandCollector = createContext<PendingIsland[] | null>(null);

/** The placeholder `render.tsx` replaces with the island's own server-rendered HTML. */
export const islandPlaceholder = (index: number) => `<!--island:${index}-->`;
export const islandPlaceholderPattern = /<!--island:(\d+)-->/g;

export interface IslandProps<P extends Record<keyof P, JsonValue>> {
  island: IslandDefinition<P>;
  /** Must be JSON: they are written into the page and read back in the browser. */
  props?: P;
  /** The wrapper element (takes no part in layout). @default "div" */
  as?: ElementType;
}

/**
 * Marks where an island goes in a prerendered page. The island is rendered as a separate React
 * root (its own `useId` prefix), so the browser can hydrate it alone.
 */
export function Island<P extends Record<keyof P, JsonValue>>({
  island,
  props,
  as: Wrapper = "div",
}: IslandProps<P>) {
  const collector = use(IslandCollector);
  if (!collector) throw new Error(`<Island ${island.name}> rendered outside a prerender`);
  const index =
    collector.push({ island: island as IslandDefinition<never>, props: props ?? {} }) - 1;
  return (
    <Wrapper
      className={islandRoot}
      data-island={island.name}
      data-island-index={index}
      {...(props ? { "data-props": JSON.stringify(props) } : {})}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(index) }}
    />
  );
}
